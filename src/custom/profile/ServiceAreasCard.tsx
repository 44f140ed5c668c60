import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { PAGER_ROWS } from '../../../domain/constants';
import { SERVICE_AREA_MESSAGES, serviceAreaId } from '../../../domain/profile/serviceAreas';
import { EmptyState } from '../../components/EmptyState';
import { Pager } from '../../components/Pager';
import { AreaPicker } from './AreaPicker';
import { SectionCard } from './SectionCard';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';
import { PROFILE_LABELS as L } from './labels';
import { addServiceAreas, deleteServiceArea } from './profileApi';
import type { PincodeRecord, SectionProps } from './types';
import { usePincodesOf } from './usePincodesOf';
import { useSectionWrite } from './useSectionWrite';

export interface ServiceAreasCardProps<P> extends SectionProps<P> {
  serviceAreaIds: readonly string[];
  /**
   * What the Add dialog offers. Omitted: the whole pincode master (a channel partner). A technician passes its
   * partner's own service areas here (spec 000 §6), which turns the dialog into a filter over those.
   */
  offeredAreas?: readonly PincodeRecord[];
}

/** Columns a phone drops so the actions stay on screen. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Area name, or pincode when the text is numeric (spec 000 §2.7). */
export function matchesAreaSearch(record: Pick<PincodeRecord, 'code' | 'area'>, text: string): boolean {
  const query = text.trim();
  if (!query) return true;
  return /^\d+$/.test(query) ? String(record.code).startsWith(query) : record.area.toLowerCase().includes(query.toLowerCase());
}

/** The profile's service areas: searchable list, Add dialog with the area checklist, delete with confirmation. */
export function ServiceAreasCard<P>({ api, readOnly, onSaved, serviceAreaIds, offeredAreas }: ServiceAreasCardProps<P>) {
  const { records } = usePincodesOf(serviceAreaIds);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { busy, run } = useSectionWrite(onSaved);

  const found = useMemo(() => records.filter((record) => matchesAreaSearch(record, search)), [records, search]);
  const pageCount = Math.max(1, Math.ceil(found.length / PAGER_ROWS));
  const current = Math.min(page, pageCount);
  const held = useMemo(() => new Set(serviceAreaIds), [serviceAreaIds]);

  const openAdd = () => {
    setSelected([]);
    setAdding(true);
  };
  const save = () => run(() => addServiceAreas<P>(api, selected), SERVICE_AREA_MESSAGES.added, { after: () => setAdding(false) });
  const remove = () => deleting && run(() => deleteServiceArea<P>(api, deleting), SERVICE_AREA_MESSAGES.deleted, { after: () => setDeleting(null) });

  return (
    <SectionCard
      title={L.serviceAreas}
      action={readOnly ? undefined : { kind: 'add', onClick: openAdd }}
      toolbar={
        records.length > 0 && (
          <SearchField
            value={search}
            onChange={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
        )
      }
    >
      {records.length === 0 ? (
        <EmptyState onAdd={readOnly ? undefined : openAdd} />
      ) : found.length === 0 ? (
        <Alert severity="info">{SERVICE_AREA_MESSAGES.noAreas}</Alert>
      ) : (
        <>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={L.serviceAreas}>
              <TableHead>
                <TableRow>
                  <TableCell>{L.pincode}</TableCell>
                  <TableCell>{L.area}</TableCell>
                  <TableCell>{L.city}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{L.state}</TableCell>
                  {!readOnly && <TableCell align="right">{L.actions}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {found.slice((current - 1) * PAGER_ROWS, current * PAGER_ROWS).map((record) => {
                  const id = serviceAreaId(record.code, record.area);
                  return (
                    <TableRow key={id}>
                      <TableCell>{record.code}</TableCell>
                      <TableCell>{record.area}</TableCell>
                      <TableCell>{record.city}</TableCell>
                      <TableCell sx={WIDE_ONLY}>{record.state}</TableCell>
                      {!readOnly && (
                        <TableCell align="right">
                          <IconButton size="small" aria-label={`${L.delete} ${record.area} (${record.code})`} onClick={() => setDeleting(id)}>
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {pageCount > 1 && <Pager page={current} pageCount={pageCount} onChange={setPage} />}
        </>
      )}
      {adding && (
        <FormDialog open title={L.addServiceAreas} onClose={() => setAdding(false)} onSubmit={() => void save()} saveDisabled={selected.length === 0} busy={busy} maxWidth="md">
          <AreaPicker offered={offeredAreas} selected={selected} onChange={setSelected} locked={held} />
        </FormDialog>
      )}
      <ConfirmDialog open={deleting !== null} message={SERVICE_AREA_MESSAGES.deleteConfirm} busy={busy} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}

/** The list's search box: an area name, or a pincode when numeric. */
export function SearchField({ value, onChange, label = L.searchAreas }: { value: string; onChange: (text: string) => void; label?: string }) {
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: '100%', maxWidth: 320 }}
    />
  );
}
