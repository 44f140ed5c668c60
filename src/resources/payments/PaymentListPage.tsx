import { PAYMENT_RESOURCE } from '../../dataProvider/resourceNames';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { ResourceContextProvider, usePermissions, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentRow } from '../../../domain/payments/schemas';
import type { Role } from '../../../domain/roles';
import type { RouteEntry } from '../../console/routeTable';
import { StatusTabList } from '../../components/list/StatusTabList';
import { usePaymentFilterData } from './api';
import { paymentListConfig } from './listConfig';
import { PaymentDetail } from './PaymentDetail';
import { paymentPaths } from '../../components/payments/paymentPaths';

/**
 * payments: every payment asked of a customer, newest first, with the filter bar
 * (request id, status, mode, partner, date range), pager and export; a channel partner sees its own requests'. A row
 * opens the payment in a drawer (`payments#<id>`, so a link or a reload opens it again) with its transactions.
 */
export default function PaymentListPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const { data } = usePaymentFilterData();
  const { permissions } = usePermissions<Role | undefined>();
  const config = useMemo(() => paymentListConfig(data, permissions), [data, permissions]);
  const location = useLocation();
  const navigate = useNavigate();
  const open = decodeURIComponent(location.hash.replace(/^#/, ''));
  const close = () => navigate({ pathname: location.pathname, search: location.search, hash: '' });
  return (
    <ResourceContextProvider value={PAYMENT_RESOURCE}>
      <StatusTabList<PaymentRow>
        resource={PAYMENT_RESOURCE}
        tab="all"
        config={config}
        rowPath={(row) => paymentPaths.detail(row.id)}
        title={translate('payments.title')}
      />
      <Drawer
        anchor="right"
        open={!!open}
        onClose={close}
        slotProps={{ paper: { sx: { width: { xs: '100%', md: 720 } } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={close} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>{open && <PaymentDetail id={open} />}</Box>
      </Drawer>
    </ResourceContextProvider>
  );
}
