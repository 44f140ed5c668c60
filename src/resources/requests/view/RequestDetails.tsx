import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { formatDay, formatTimestamp } from '../../../components/format/formatTimestamp';
import { FieldGrid, ReadOnlyField } from '../../../components/profile/ReadOnlyField';
import { SectionCard } from '../../../components/profile/SectionCard';
import { RequestStatus } from '../../../components/requests/RequestStatus';
import { RaiseEscalationButton } from '../../../components/escalations/RaiseEscalationButton';
import { ActivityCard } from './ActivityCard';
import { AssignmentCard } from './AssignmentCard';
import { CommentsCard } from './CommentsCard';
import { DiagnosisCard } from './DiagnosisCard';
import { DocumentsCard } from './DocumentsCard';
import { PaymentSummaryCard } from './PaymentSummaryCard';
import { ProductsCard } from './ProductsCard';
import type { RequestActions } from './requestActions';
import { SparePartsCard } from './SparePartsCard';
import { StatusCard } from './StatusCard';
import { VisitsCard } from './VisitsCard';
import { customerAddressLine, useAddressName } from '../../../components/format/customerAddress';

const Grid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      alignItems: 'start',
    }}
  >
    {children}
  </Box>
);

/**
 * A request's page: what was booked (the request, its customer and address, products, issues) and the operations
 * after it (status, assignment, diagnosis, spare parts, documents, visits, payment, comments, timeline), each with the
 * actions `actions` allows.
 */
export function RequestDetails({ request, actions }: { request: RequestRecord; actions: RequestActions }) {
  const translate = useTranslate();
  const addressName = useAddressName();
  const { address } = request;
  const pickUp = request.kind === 'pickUp';
  return (
    <Stack spacing={2} sx={{ pb: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <Box>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
            {request.id}
          </Typography>
          <RequestStatus status={request.status} />
          <RaiseEscalationButton requestId={request.id} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('requestPage.bookedOn', { service: request.serviceName, at: formatTimestamp(request.createdAt) })}
        </Typography>
      </Box>
      <Grid>
        <SectionCard title={translate('requestPage.details')}>
          <FieldGrid>
            <ReadOnlyField label={translate('requestPage.service')} value={request.serviceName} />
            <ReadOnlyField label={translate('requestPage.status')} value={<RequestStatus status={request.status} />} />
            <ReadOnlyField
              label={translate('requestPage.source')}
              value={translate(`booking.sources.${request.source}`, { _: request.source })}
            />
            <ReadOnlyField
              label={translate('requestPage.requestFrom')}
              value={translate(`booking.requestFromChoices.${request.requestFrom}`, { _: request.requestFrom })}
            />
            <ReadOnlyField
              label={translate('requestPage.appointmentDate')}
              value={formatDay(request.appointmentSlot.date)}
            />
            <ReadOnlyField label={translate('requestPage.slot')} value={request.appointmentSlot.slot} />
          </FieldGrid>
        </SectionCard>
        <SectionCard title={translate('requestPage.customer')}>
          <FieldGrid>
            <ReadOnlyField label={translate('requestPage.name')} value={request.customer.name} />
            <ReadOnlyField label={translate('requestPage.mobile')} value={request.customer.mobileNumber} />
            <ReadOnlyField
              label={translate('requestPage.address')}
              value={[
                address.addressName && addressName({ name: address.addressName }),
                customerAddressLine({ ...address, line1: address.addressLine1, line2: address.addressLine2 }),
              ]
                .filter(Boolean)
                .join(': ')}
            />
          </FieldGrid>
        </SectionCard>
        {pickUp ? (
          <ProductsCard request={request} actions={actions} />
        ) : (
          <SectionCard title={translate('requestPage.product')}>
            <Stack spacing={1.5} divider={<Divider flexItem />}>
              {request.products.map((product) => (
                <FieldGrid key={product.userProductId}>
                  <ReadOnlyField
                    label={translate('requestPage.productName')}
                    value={product.nickName ? `${product.name} (${product.nickName})` : product.name}
                  />
                  <ReadOnlyField label={translate('requestPage.brand')} value={product.brandName} />
                  <ReadOnlyField label={translate('requestPage.productType')} value={product.productType} />
                  <ReadOnlyField label={translate('requestPage.model')} value={product.modelNo} />
                  <ReadOnlyField label={translate('requestPage.serial')} value={product.serialNo} />
                </FieldGrid>
              ))}
            </Stack>
          </SectionCard>
        )}
        {!pickUp && (
          <SectionCard title={translate('requestPage.issues')}>
            {request.issues.length === 0 ? (
              <Typography variant="body2">{translate('requestPage.noIssues')}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
                {request.issues.map((issue, index) => (
                  <li key={`${issue.issueId ?? 'typed'}-${index}`}>
                    <Typography variant="body2" fontWeight={issue.name ? 600 : 400}>
                      {issue.name || issue.description}
                    </Typography>
                    {issue.name && issue.description !== issue.name && (
                      <Typography variant="body2" color="text.secondary">
                        {issue.description}
                      </Typography>
                    )}
                  </li>
                ))}
              </Stack>
            )}
          </SectionCard>
        )}
        <StatusCard request={request} statuses={actions.statuses} />
        <AssignmentCard request={request} actions={actions} />
        {!pickUp && <DiagnosisCard request={request} editable={actions.diagnose} />}
        {!pickUp && <SparePartsCard request={request} editable={actions.spareParts} />}
        <DocumentsCard request={request} editable={actions.documents} />
        <VisitsCard request={request} actions={actions} />
        <PaymentSummaryCard request={request} canDiscount={actions.discount} />
        <CommentsCard request={request} canComment={actions.comment} />
        {actions.activity && <ActivityCard request={request} />}
      </Grid>
    </Stack>
  );
}
