import { useGetList, useGetMany, type RaRecord } from 'ra-core';
import { useEffect, useState } from 'react';
import type { ListReference } from '../list/types';

/** How many options a reference select asks for at a time: typing narrows them on the server. */
const REFERENCE_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 250;

const optionTextOf = (reference: ListReference) => reference.optionText ?? 'name';

/** The filter of a reference search: the typed text (contains) plus the exact values it is narrowed by. */
function referenceFilter(reference: ListReference, search: string, narrowing: Readonly<Record<string, unknown>> = {}) {
  const filter: Record<string, unknown> = {};
  const text = search.trim();
  if (text) filter[reference.searchField ?? optionTextOf(reference)] = text;
  for (const [property, value] of Object.entries({ ...reference.where, ...narrowing }))
    filter[`${property}@${Array.isArray(value) ? 'in' : 'equal'}`] = value;
  return filter;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Options of a reference select: one page of 25 matching the typed text, plus the records already chosen. */
export function useReferenceOptions(
  reference: ListReference,
  search: string,
  selectedIds: readonly string[],
  narrowing?: Record<string, unknown>,
  enabled = true,
) {
  const term = useDebounced(search, SEARCH_DELAY_MS);
  const text = optionTextOf(reference);
  const { data: found = [], isFetching } = useGetList<RaRecord>(
    reference.resource,
    {
      pagination: { page: 1, perPage: REFERENCE_PAGE_SIZE },
      sort: { field: text, order: 'ASC' },
      filter: referenceFilter(reference, term, narrowing),
    },
    { enabled },
  );
  const { data: chosen = [] } = useGetMany<RaRecord>(
    reference.resource,
    { ids: [...selectedIds] },
    { enabled: selectedIds.length > 0 },
  );
  const byId = new Map<string, RaRecord>();
  for (const record of [...chosen, ...found]) if (record) byId.set(String(record.id), record);
  // What a column shows for the record ('18%'), and the detail that keeps options sharing it apart ('18% · 9987').
  const label = (id: string) => {
    const record = byId.get(id);
    if (!record) return id;
    const shown = `${String(record[text] ?? id)}${reference.suffix ?? ''}`;
    const detail = reference.detail ? record[reference.detail] : undefined;
    return detail ? `${shown} · ${String(detail)}` : shown;
  };
  return { options: found.map((record) => String(record.id)), label, record: (id: string) => byId.get(id), isFetching };
}
