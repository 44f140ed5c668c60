import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import type { FilterEntry } from '../../../domain/filters';
import { SERVICE_AREA_MESSAGES, serviceAreaId } from '../../../domain/profile/serviceAreas';
import { useProfileReads, type CascadeField } from './profileApi';
import type { PincodeRecord } from './types';

type Cascade = Partial<Record<CascadeField, string>>;
const LEVELS: { field: CascadeField; label: string }[] = [
  { field: 'state', label: 'profile.state' },
  { field: 'district', label: 'profile.district' },
  { field: 'city', label: 'profile.city' },
  { field: 'code', label: 'profile.pincode' },
];
/** The pincode area menu and checklist stop at 300 px. */
const MENU_MAX_HEIGHT = 300;

const parentsOf = (chosen: Cascade, level: number) =>
  Object.fromEntries(LEVELS.slice(0, level).map(({ field }) => [field, chosen[field]])) as Cascade;
const ready = (chosen: Cascade, level: number) =>
  LEVELS.slice(0, level).every(({ field }) => chosen[field] !== undefined);
const valueOf = (record: PincodeRecord, field: CascadeField) => String(field === 'code' ? record.code : record[field]);
const sorted = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

export interface AreaPickerProps {
  /**
   * The areas to offer. Omitted: every active pincode of the master, walked state → district → city → pincode on the
   * server. Given: only these (a technician's partner's own areas, a partner's service areas for a day).
   */
  offered?: readonly PincodeRecord[];
  /** Shown instead of the picker when nothing at all can be offered. */
  noneMessage?: string;
  /** Area ids ('code#area') ticked. */
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Areas that cannot be ticked or unticked (already added). */
  locked?: ReadonlySet<string>;
}

/** State, district, city and pincode filters over a checklist of areas. */
export function AreaPicker({
  offered,
  noneMessage = SERVICE_AREA_MESSAGES.noPincodes,
  selected,
  onChange,
  locked,
}: AreaPickerProps) {
  const translate = useTranslate();
  const { pincodeDistinct, pincodeRecords } = useProfileReads();
  const [chosen, setChosen] = useState<Cascade>({});
  const local = offered !== undefined;

  // Each level asks the server only once its parents are chosen; offered areas are filtered here instead.
  const options = useQueries({
    queries: LEVELS.map(({ field }, level) => ({
      queryKey: ['pincodeDistinct', field, parentsOf(chosen, level)],
      queryFn: async () => sorted((await pincodeDistinct(field, parentsOf(chosen, level))).map(String)),
      enabled: !local && ready(chosen, level),
      staleTime: 5 * 60 * 1000,
    })),
  });
  const localOptions = useMemo(
    () =>
      LEVELS.map(({ field }, level) =>
        sorted(
          (offered ?? [])
            .filter((record) =>
              LEVELS.slice(0, level).every(
                (p) => chosen[p.field] === undefined || valueOf(record, p.field) === chosen[p.field],
              ),
            )
            .map((r) => valueOf(r, field)),
        ),
      ),
    [offered, chosen],
  );

  const cityChosen = chosen.city !== undefined;
  const serverAreas = useQuery({
    queryKey: ['pincodeAreas', chosen],
    queryFn: () =>
      pincodeRecords([
        { property: 'status', operator: 'equal', value: 'Active' },
        ...LEVELS.filter(({ field }) => chosen[field] !== undefined).map<FilterEntry>(({ field }) => ({
          property: field,
          operator: 'equal',
          value: field === 'code' ? Number(chosen.code) : chosen[field]!,
        })),
      ]),
    enabled: !local && cityChosen,
    staleTime: 60 * 1000,
  });

  const areas = useMemo(() => {
    const records = local
      ? (offered ?? []).filter((record) =>
          LEVELS.every(({ field }) => chosen[field] === undefined || valueOf(record, field) === chosen[field]),
        )
      : (serverAreas.data ?? []);
    const seen = new Set<string>();
    return records
      .map((record) => ({ id: serviceAreaId(record.code, record.area), record }))
      .filter(({ id }) => (seen.has(id) ? false : (seen.add(id), true)))
      .sort((a, b) => a.record.code - b.record.code || a.record.area.localeCompare(b.record.area));
  }, [local, offered, chosen, serverAreas.data]);

  const states = local ? localOptions[0] : options[0].data;
  if (local ? offered.length === 0 : options[0].isSuccess && (states ?? []).length === 0) {
    return <Alert severity="info">{translate(noneMessage)}</Alert>;
  }

  const choose = (level: number, value: string | null) => {
    // Changing a level clears the levels below it.
    const next: Cascade = parentsOf(chosen, level);
    if (value !== null) next[LEVELS[level].field] = value;
    setChosen(next);
  };

  const ticked = new Set(selected);
  const free = areas.filter(({ id }) => !locked?.has(id));
  const allTicked = free.length > 0 && free.every(({ id }) => ticked.has(id));
  const toggle = (id: string) => onChange(ticked.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const toggleAll = () => {
    const ids = new Set(free.map(({ id }) => id));
    onChange(allTicked ? selected.filter((id) => !ids.has(id)) : [...new Set([...selected, ...ids])]);
  };
  const loadingAreas = !local && cityChosen && serverAreas.isFetching;

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {LEVELS.map(({ field, label }, level) => (
          <Autocomplete
            key={field}
            size="small"
            options={(local ? localOptions[level] : options[level].data) ?? []}
            value={chosen[field] ?? null}
            onChange={(_, value) => choose(level, value)}
            disabled={!local && !ready(chosen, level)}
            loading={!local && options[level].isFetching}
            slotProps={{ listbox: { style: { maxHeight: MENU_MAX_HEIGHT } } }}
            renderInput={(params) => <TextField {...params} label={translate(label)} />}
          />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        {loadingAreas ? (
          <LinearProgress aria-label={translate('profile.loading')} />
        ) : !local && !cityChosen ? (
          <Typography variant="body2" color="text.secondary">
            {translate('profile.chooseCity')}
          </Typography>
        ) : areas.length === 0 ? (
          <Alert severity="info">{translate(SERVICE_AREA_MESSAGES.noAreas)}</Alert>
        ) : (
          <>
            <FormControlLabel
              control={
                <Checkbox
                  checked={allTicked}
                  indeterminate={!allTicked && free.some(({ id }) => ticked.has(id))}
                  onChange={toggleAll}
                  disabled={free.length === 0}
                />
              }
              label={translate('profile.selectAll')}
            />
            <Box
              role="group"
              aria-label={translate('profile.area')}
              sx={{
                maxHeight: MENU_MAX_HEIGHT,
                overflowY: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 1,
              }}
            >
              {areas.map(({ id, record }) => (
                <FormControlLabel
                  key={id}
                  sx={{ display: 'flex', mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={ticked.has(id) || !!locked?.has(id)}
                      disabled={!!locked?.has(id)}
                      onChange={() => toggle(id)}
                    />
                  }
                  label={translate('profile.areaOf', { area: record.area, code: record.code })}
                />
              ))}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
