import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useGetOne, useTranslate } from 'ra-core';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { useMemo } from 'react';
import { formatDay } from '../../../domain/displayFormat';
import { gramsToKg, type DriveLine, type DriveRecord } from '../../../domain/ewasteDrives/constants';
import { ErrorBlock } from '../../components/ErrorBlock';
import { formatCount } from '../../components/format/formatCount';
import { StatusChip } from '../../components/StatusChip';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import { DriveActions } from './DriveActions';
import { DrivePhotos } from './DrivePhotos';
import { DRIVE_RESOURCE } from './listConfig';

const kg = (grams: number | null) => (grams === null ? '--' : formatCount(gramsToKg(grams)));

/** Target and collected kg of each e-waste category. */
function LinesCard({ lines }: { lines: DriveLine[] }) {
  const translate = useTranslate();
  const data = useMemo(() => lines.map((line) => ({ ...line, id: line.categoryId })), [lines]);
  const list = useList({ data });
  return (
    <SectionCard title={translate('ewasteDrives.quantities')}>
      <ListContextProvider value={list}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="categoryName" label={translate('ewasteDrives.category')} />
          <DataTable.Col
            source="targetGrams"
            label={translate('ewasteDrives.targetKg')}
            align="right"
            render={(line: DriveLine) => kg(line.targetGrams)}
          />
          <DataTable.Col
            source="collectedGrams"
            label={translate('ewasteDrives.collectedKg')}
            align="right"
            render={(line: DriveLine) => kg(line.collectedGrams)}
          />
        </DataTable>
      </ListContextProvider>
    </SectionCard>
  );
}

/**
 * One drive (GET ewasteDrives/{id}): when and where, who collects, what it aimed at and collected, its photos and
 * actions.
 */
export function DriveDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const { data: drive, error, isPending, refetch } = useGetOne<DriveRecord>(DRIVE_RESOURCE, { id });
  if (error) return <ErrorBlock onReload={() => void refetch()} />;
  // The list's row (without place and lines) stands in until the drive itself is read.
  if (isPending || !drive?.lines) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const field = (name: string) => translate(`resources.ewasteDrives.fields.${name}`);
  const { place } = drive;
  return (
    <Stack spacing={2}>
      <SectionCard title={`${drive.name} (${drive.id})`} action={<DriveActions drive={drive} />}>
        <FieldGrid>
          <ReadOnlyField label={field('driveDate')} value={formatDay(drive.driveDate)} />
          <ReadOnlyField label={field('status')} value={<StatusChip value={drive.status} />} />
          <ReadOnlyField
            label={translate('ewasteDrives.place')}
            value={[
              place.addressLine1,
              place.addressLine2,
              place.landmark,
              place.area,
              place.city,
              place.state,
              place.pincode,
            ]
              .filter(Boolean)
              .join(', ')}
          />
          <ReadOnlyField label={field('channelPartnerName')} value={drive.channelPartnerName} />
          <ReadOnlyField label={field('disposalMethod')} value={choiceLabel(drive.disposalMethod)} />
          <ReadOnlyField label={field('notes')} value={drive.notes || '--'} />
          {drive.remark && <ReadOnlyField label={translate('ewasteDrives.remark')} value={drive.remark} />}
        </FieldGrid>
      </SectionCard>
      <LinesCard lines={drive.lines} />
      <DrivePhotos drive={drive} />
    </Stack>
  );
}
