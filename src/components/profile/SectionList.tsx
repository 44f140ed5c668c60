import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ListContextProvider, useList, useTranslate, type RaRecord } from 'ra-core';
import { DataTable, SimpleList } from 'react-admin';
import { useMemo, useState, type ReactNode } from 'react';
import { PAGER_ROWS } from '../../../domain/constants';
import { EmptyState } from '../EmptyState';
import { ListPager } from '../list/ListPager';
import { useIsMobile } from '../useIsMobile';

export interface SectionColumn<R> {
  /** Names the column for react-admin; the cell shows `render` when given. */
  source: string;
  label: string;
  render?: (record: R) => ReactNode;
  /** Left out of the phone layout's second line. */
  wideOnly?: boolean;
}

export interface SectionSearch<R> {
  label: string;
  matches: (record: R, text: string) => boolean;
  /** What the box keeps of a keystroke (digits only for a pincode). */
  clean?: (text: string) => string;
  /** Shown when the search matches nothing (the spec's sentence where it has one). */
  noMatch: string;
}

export interface SectionListProps<R extends RaRecord> {
  /** The accessible name of the table. */
  label: string;
  records: readonly R[];
  columns: readonly SectionColumn<R>[];
  perPage?: number;
  /** A row's buttons; shown beside the row on a phone, so no sideways scroll hides them. */
  actions?: (record: R) => ReactNode;
  search?: SectionSearch<R>;
  /** What an empty section shows (the empty state with its Add Details). */
  empty: ReactNode;
}

/** Local rows are no API resource; react-admin's list parts still want a name for their stores. */
const SECTION_RESOURCE = 'profileSections';

/** The search box of a section list: an area name, a pincode... */
function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
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
      sx={{ width: '100%', maxWidth: 320, mb: 1.5 }}
    />
  );
}

/**
 * A profile section's rows as a react-admin list over local data: a DataTable with the pager, a SimpleList under
 * 768 px with the row's actions beside it, an optional search above and the empty states.
 */
export function SectionList<R extends RaRecord>({
  label,
  records,
  columns,
  perPage = PAGER_ROWS,
  actions,
  search,
  empty,
}: SectionListProps<R>) {
  const translate = useTranslate();
  const mobile = useIsMobile();
  const [text, setText] = useState('');
  const found = useMemo(
    () => (search ? records.filter((record) => search.matches(record, text)) : [...records]),
    [records, search, text],
  );
  const paged = useList<R>({ data: found, perPage });
  // useList pages the data in an effect: its first render holds every record. A page never shows more than perPage.
  const list = useMemo(() => ({ ...paged, data: paged.data?.slice(0, perPage) }) as typeof paged, [paged, perPage]);
  if (records.length === 0) return <>{empty}</>;

  const find = (value: string) => {
    setText(search?.clean ? search.clean(value) : value);
    list.setPage(1);
  };
  const cell = (column: SectionColumn<R>, record: R) =>
    column.render ? column.render(record) : (record[column.source] as ReactNode);
  return (
    <Box>
      {search && <SearchField label={search.label} value={text} onChange={find} />}
      {found.length === 0 && search ? (
        <EmptyState message={search.noMatch} onClear={() => find('')} />
      ) : (
        <ListContextProvider value={list}>
          {mobile ? (
            <SimpleList<R>
              aria-label={label}
              resource={SECTION_RESOURCE}
              rowClick={false}
              primaryText={(record) => cell(columns[0], record)}
              secondaryText={(record) => (
                <>
                  {columns
                    .slice(1)
                    .filter((column) => !column.wideOnly)
                    .map((column, index) => (
                      <span key={column.source}>
                        {index > 0 && ' · '}
                        {cell(column, record)}
                      </span>
                    ))}
                </>
              )}
              rightIcon={
                actions &&
                ((record) => (
                  <Stack direction="row" spacing={0.5}>
                    {actions(record)}
                  </Stack>
                ))
              }
            />
          ) : (
            <DataTable<R>
              aria-label={label}
              resource={SECTION_RESOURCE}
              storeKey={`${SECTION_RESOURCE}.${label}`}
              rowClick={false}
              bulkActionButtons={false}
              sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
            >
              {columns.map((column) => (
                <DataTable.Col<R>
                  key={column.source}
                  source={column.source}
                  label={column.label}
                  disableSort
                  render={(record) => cell(column, record)}
                />
              ))}
              {actions && (
                <DataTable.Col<R>
                  source="actions"
                  label={translate('profile.actions')}
                  align="right"
                  disableSort
                  render={(record) => (
                    <Stack direction="row" spacing={0.5} justifyContent="flex-end" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(record)}
                    </Stack>
                  )}
                />
              )}
            </DataTable>
          )}
          {found.length > perPage && <ListPager />}
        </ListContextProvider>
      )}
    </Box>
  );
}
