import { useTranslate, type RaRecord } from 'ra-core';
import { useMemo, useState } from 'react';
import { SERVICE_AREA_MESSAGES, serviceAreaId } from '../../../domain/profile/serviceAreas';
import { AreaPicker } from './AreaPicker';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';
import type { SectionColumn } from './SectionList';
import { SectionTable } from './SectionTable';
import type { PincodeRecord, SectionProps } from './types';
import { usePincodesOf } from './usePincodesOf';
import { useSectionWrite } from './useSectionWrite';

export interface ServiceAreasCardProps<P> extends SectionProps<P> {
  serviceAreaIds: readonly string[];
  /**
   * What the Add dialog offers. Omitted: the whole pincode master (a channel partner). A technician passes its
   * partner's own service areas here, which turns the dialog into a filter over those.
   */
  offeredAreas?: readonly PincodeRecord[];
}

/** A row is identified by its area id ('code#area'), across pages and searches. */
type Row = Omit<PincodeRecord, 'id'> & { id: string };

/** Area name, or pincode when the text is numeric. */
export function matchesAreaSearch(record: Pick<PincodeRecord, 'code' | 'area'>, text: string): boolean {
  const query = text.trim();
  if (!query) return true;
  return /^\d+$/.test(query)
    ? String(record.code).startsWith(query)
    : record.area.toLowerCase().includes(query.toLowerCase());
}

/** The profile's service areas: searchable list, Add dialog with the area checklist, delete with confirmation. */
export function ServiceAreasCard<P extends RaRecord>({
  api,
  readOnly,
  onSaved,
  serviceAreaIds,
  offeredAreas,
}: ServiceAreasCardProps<P>) {
  const translate = useTranslate();
  const { records } = usePincodesOf(serviceAreaIds);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { busy, save, remove } = useSectionWrite(api, onSaved);
  const held = useMemo(() => new Set(serviceAreaIds), [serviceAreaIds]);
  const rows = useMemo(
    () => records.map<Row>((record) => ({ ...record, id: serviceAreaId(record.code, record.area) })),
    [records],
  );
  const search = useMemo(
    () => ({
      label: translate('profile.searchAreas'),
      matches: matchesAreaSearch,
      noMatch: SERVICE_AREA_MESSAGES.noAreas,
    }),
    [translate],
  );

  const openAdd = () => {
    setSelected([]);
    setAdding(true);
  };
  const columns: SectionColumn<Row>[] = [
    { source: 'code', label: translate('profile.pincode') },
    { source: 'area', label: translate('profile.area') },
    { source: 'city', label: translate('profile.city') },
    { source: 'state', label: translate('profile.state'), wideOnly: true },
  ];
  return (
    <SectionTable
      title={translate('profile.serviceAreas')}
      records={rows}
      columns={columns}
      search={search}
      onAdd={openAdd}
      readOnly={readOnly}
      rowName={(row) => translate('profile.areaOf', { area: row.area, code: row.code })}
      onDelete={(row) => setDeleting(row.id)}
    >
      {adding && (
        <FormDialog
          open
          title={translate('profile.addServiceAreas')}
          onClose={() => setAdding(false)}
          onSubmit={() =>
            void save('serviceAreas', { serviceAreaIds: selected }, SERVICE_AREA_MESSAGES.added, {
              after: () => setAdding(false),
            })
          }
          saveDisabled={selected.length === 0}
          busy={busy}
          maxWidth="md"
        >
          <AreaPicker offered={offeredAreas} selected={selected} onChange={setSelected} locked={held} />
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={SERVICE_AREA_MESSAGES.deleteConfirm}
        busy={busy}
        onConfirm={() =>
          deleting &&
          void remove('serviceAreas', deleting, SERVICE_AREA_MESSAGES.deleted, { after: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </SectionTable>
  );
}
