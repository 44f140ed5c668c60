import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { DAY_AREA_MESSAGES, DAY_NAMES, dayAreaSchema, type DayArea } from '../../../domain/channelPartner/services';
import { parseServiceAreaId } from '../../../domain/profile/serviceAreas';
import { EmptyState } from '../../components/EmptyState';
import { AreaPicker } from '../profile/AreaPicker';
import { ConfirmDialog } from '../profile/ConfirmDialog';
import { FormDialog } from '../profile/FormDialog';
import { SectionCard } from '../profile/SectionCard';
import { SearchField } from '../profile/ServiceAreasCard';
import { usePincodesOf } from '../profile/usePincodesOf';
import { useSectionWrite } from '../profile/useSectionWrite';
import { addDayArea, deleteDayArea, updateDayArea } from './api';
import { PARTNER_LABELS as L } from './labels';

export interface DayAreasCardProps {
  partner: Pick<ChannelPartner, 'id' | 'dayAreas' | 'serviceAreaIds'>;
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

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

function DayAreaDialog({
  partner,
  editing,
  busy,
  onSave,
  onClose,
}: {
  partner: DayAreasCardProps['partner'];
  editing?: DayArea;
  busy: boolean;
  onSave: (day: number, areas: string[]) => void;
  onClose: () => void;
}) {
  const { records } = usePincodesOf(partner.serviceAreaIds);
  const [day, setDay] = useState<string>(editing ? String(editing.day) : '');
  const [areas, setAreas] = useState<string[]>(editing?.areas ?? []);
  const mapped = new Set(partner.dayAreas.map((d) => d.day));
  const days = DAY_NAMES.map((name, index) => ({ name, index })).filter(({ index }) => editing?.day === index || !mapped.has(index));
  const valid = dayAreaSchema.safeParse({ day, areas }).success;
  const unchanged = !!editing && sameSet(editing.areas, areas);
  return (
    <FormDialog
      open
      title={editing ? L.editDay : L.addDay}
      onClose={onClose}
      onSubmit={() => onSave(Number(day), areas)}
      saveDisabled={!valid || unchanged}
      busy={busy}
      maxWidth="md"
    >
      {partner.serviceAreaIds.length === 0 ? (
        <Alert severity="info">{DAY_AREA_MESSAGES.noServiceAreas}</Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={L.day} required size="small" value={day} onChange={(event) => setDay(event.target.value)} disabled={!!editing}>
            {days.map(({ name, index }) => (
              <MenuItem key={index} value={String(index)}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <AreaPicker offered={records} noneMessage={DAY_AREA_MESSAGES.noServiceAreas} selected={areas} onChange={setAreas} />
        </Stack>
      )}
    </FormDialog>
  );
}

/** Which service areas the partner serves on each day (spec 000 §2.8, §5.8). */
export function DayAreasCard({ partner, readOnly, onSaved }: DayAreasCardProps) {
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ editing?: DayArea } | null>(null);
  const [deleting, setDeleting] = useState<DayArea | null>(null);
  const { busy, run } = useSectionWrite(onSaved);
  const allDaysMapped = partner.dayAreas.length >= DAY_NAMES.length;

  const days = useMemo(() => {
    const text = search.trim();
    return [...partner.dayAreas].sort((a, b) => a.day - b.day).filter((dayArea) => !text || dayArea.areas.some((id) => String(parseServiceAreaId(id).pincode).startsWith(text)));
  }, [partner.dayAreas, search]);

  const save = (day: number, areas: string[]) =>
    dialog?.editing
      ? run(() => updateDayArea(partner.id, { day, areas }), DAY_AREA_MESSAGES.updated, { after: () => setDialog(null) })
      : run(() => addDayArea(partner.id, { day, areas }), DAY_AREA_MESSAGES.added, { after: () => setDialog(null) });
  const remove = () => deleting && run(() => deleteDayArea(partner.id, deleting.day), DAY_AREA_MESSAGES.deleted, { after: () => setDeleting(null) });

  return (
    <SectionCard
      title={L.dayAreas}
      action={readOnly ? undefined : { kind: 'add', onClick: () => setDialog({}), disabled: allDaysMapped }}
      toolbar={partner.dayAreas.length > 0 && <SearchField value={search} onChange={(text) => setSearch(text.replace(/\D/g, ''))} label={L.searchPincode} />}
    >
      {partner.dayAreas.length === 0 ? (
        <EmptyState onAdd={readOnly ? undefined : () => setDialog({})} />
      ) : days.length === 0 ? (
        <Alert severity="info">{L.noDayMatch}</Alert>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={L.dayAreas}>
            <TableHead>
              <TableRow>
                <TableCell>{L.day}</TableCell>
                <TableCell>{L.areas}</TableCell>
                {!readOnly && <TableCell align="right">{L.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((dayArea) => (
                <TableRow key={dayArea.day}>
                  <TableCell sx={{ verticalAlign: 'top' }}>{DAY_NAMES[dayArea.day]}</TableCell>
                  <TableCell>
                    {areasByPincode(dayArea.areas).map((line) => (
                      <Typography key={line} variant="body2">
                        {line}
                      </Typography>
                    ))}
                  </TableCell>
                  {!readOnly && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <IconButton size="small" aria-label={`${L.editDay} ${DAY_NAMES[dayArea.day]}`} onClick={() => setDialog({ editing: dayArea })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`Delete ${DAY_NAMES[dayArea.day]}`} onClick={() => setDeleting(dayArea)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog && <DayAreaDialog partner={partner} editing={dialog.editing} busy={busy} onSave={(day, areas) => void save(day, areas)} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={deleting !== null} message={DAY_AREA_MESSAGES.deleteConfirm} busy={busy} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
