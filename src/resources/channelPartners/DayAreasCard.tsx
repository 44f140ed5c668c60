import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { DAY_AREA_MESSAGES, DAY_NAMES, dayAreaSchema, type DayArea } from '../../../domain/channelPartner/services';
import { parseServiceAreaId } from '../../../domain/profile/serviceAreas';
import { AreaPicker } from '../../components/profile/AreaPicker';
import { ConfirmDialog } from '../../components/profile/ConfirmDialog';
import { FormDialog } from '../../components/profile/FormDialog';
import type { SectionColumn } from '../../components/profile/SectionList';
import { SectionTable } from '../../components/profile/SectionTable';
import type { ProfileSectionApi } from '../../components/profile/types';
import { usePincodesOf } from '../../components/profile/usePincodesOf';
import { useSectionWrite } from '../../components/profile/useSectionWrite';

export interface DayAreasCardProps {
  partner: Pick<ChannelPartner, 'id' | 'dayAreas' | 'serviceAreaIds'>;
  api: ProfileSectionApi;
  readOnly?: boolean;
  onSaved: (partner: ChannelPartner) => void;
}

/** A day's areas grouped by pincode: '560001: Fort, Colaba'. */
export function areasByPincode(areas: readonly string[]): string[] {
  const groups = new Map<number, string[]>();
  for (const id of areas) {
    const { pincode, area } = parseServiceAreaId(id);
    groups.set(pincode, [...(groups.get(pincode) ?? []), area]);
  }
  return [...groups].sort(([a], [b]) => a - b).map(([pincode, names]) => `${pincode}: ${names.join(', ')}`);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
/** A day has the pincode when one of its areas' codes starts with the typed digits. */
const hasPincode = (dayArea: DayArea, text: string) =>
  !text || dayArea.areas.some((id) => String(parseServiceAreaId(id).pincode).startsWith(text));

interface DayAreaDialogProps {
  partner: DayAreasCardProps['partner'];
  editing?: DayArea;
  busy: boolean;
  onSave: (day: number, areas: string[]) => void;
  onClose: () => void;
}

function DayAreaDialog({ partner, editing, busy, onSave, onClose }: DayAreaDialogProps) {
  const translate = useTranslate();
  const { records } = usePincodesOf(partner.serviceAreaIds);
  const [day, setDay] = useState<string>(editing ? String(editing.day) : '');
  const [areas, setAreas] = useState<string[]>(editing?.areas ?? []);
  const mapped = new Set(partner.dayAreas.map((d) => d.day));
  const days = DAY_NAMES.map((_, index) => index).filter((index) => editing?.day === index || !mapped.has(index));
  const valid = dayAreaSchema.safeParse({ day, areas }).success;
  const unchanged = !!editing && sameSet(editing.areas, areas);
  return (
    <FormDialog
      open
      title={translate(editing ? 'partner.editDay' : 'partner.addDay')}
      onClose={onClose}
      onSubmit={() => onSave(Number(day), areas)}
      saveDisabled={!valid || unchanged}
      busy={busy}
      maxWidth="md"
    >
      {partner.serviceAreaIds.length === 0 ? (
        <Alert severity="info">{translate(DAY_AREA_MESSAGES.noServiceAreas)}</Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('partner.day')}
            required
            size="small"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            disabled={!!editing}
          >
            {days.map((index) => (
              <MenuItem key={index} value={String(index)}>
                {translate(`partner.days.${index}`)}
              </MenuItem>
            ))}
          </TextField>
          <AreaPicker
            offered={records}
            noneMessage={DAY_AREA_MESSAGES.noServiceAreas}
            selected={areas}
            onChange={setAreas}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

/** Which service areas the partner serves on each day. */
export function DayAreasCard({ partner, api, readOnly, onSaved }: DayAreasCardProps) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<{ editing?: DayArea } | null>(null);
  const [deleting, setDeleting] = useState<DayArea | null>(null);
  const { busy, save, remove } = useSectionWrite(api, onSaved);
  const allDaysMapped = partner.dayAreas.length >= DAY_NAMES.length;
  const openAdd = () => setDialog({});
  // The list's ids are the days, one row each.
  const rows = useMemo(
    () =>
      [...partner.dayAreas].sort((a, b) => a.day - b.day).map((dayArea) => ({ ...dayArea, id: String(dayArea.day) })),
    [partner.dayAreas],
  );
  const search = useMemo(
    () => ({
      label: translate('partner.searchPincode'),
      matches: (row: DayArea, text: string) => hasPincode(row, text.trim()),
      clean: (text: string) => text.replace(/\D/g, ''),
      noMatch: translate('partner.noDayMatch'),
    }),
    [translate],
  );
  const dayName = (dayArea: DayArea) => translate(`partner.days.${dayArea.day}`);

  const saveDay = (day: number, areas: string[]) =>
    save(
      dialog?.editing ? 'dayAreas/update' : 'dayAreas',
      { day, areas },
      dialog?.editing ? DAY_AREA_MESSAGES.updated : DAY_AREA_MESSAGES.added,
      { after: () => setDialog(null) },
    );
  const removeDay = () =>
    deleting && remove('dayAreas', deleting.day, DAY_AREA_MESSAGES.deleted, { after: () => setDeleting(null) });

  const columns: SectionColumn<DayArea & { id: string }>[] = [
    { source: 'day', label: translate('partner.day'), render: dayName },
    {
      source: 'areas',
      label: translate('partner.areas'),
      render: (dayArea) =>
        areasByPincode(dayArea.areas).map((line) => (
          <Typography key={line} variant="body2" component="span" sx={{ display: 'block' }}>
            {line}
          </Typography>
        )),
    },
  ];
  return (
    <SectionTable
      title={translate('partner.dayAreas')}
      records={rows}
      columns={columns}
      search={search}
      onAdd={openAdd}
      addDisabled={allDaysMapped}
      readOnly={readOnly}
      rowName={dayName}
      onDelete={setDeleting}
      edit={{
        label: (dayArea) => translate('partner.editDayOf', { day: dayName(dayArea) }),
        onClick: (dayArea) => setDialog({ editing: dayArea }),
      }}
    >
      {dialog && (
        <DayAreaDialog
          partner={partner}
          editing={dialog.editing}
          busy={busy}
          onSave={(day, areas) => void saveDay(day, areas)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={DAY_AREA_MESSAGES.deleteConfirm}
        busy={busy}
        onConfirm={() => void removeDay()}
        onClose={() => setDeleting(null)}
      />
    </SectionTable>
  );
}
