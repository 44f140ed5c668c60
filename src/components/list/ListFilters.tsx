import { useListContext } from 'ra-core';
import { useEffect, useState } from 'react';
import { UNREADABLE_DAY } from '../../../domain/masters/days';
import { FilterBar } from './FilterBar';
import { useCanExport } from './useCanExport';
import type { ListConfig, ListFilter } from './types';
import { FilterInput } from './FilterInput';
import { useListExport } from './useListExport';

type Values = Record<string, unknown>;

/** Changing a filter clears the filters that depend on it (state -> district -> city). */
function withChange(filters: readonly ListFilter[], values: Values, source: string, value: unknown): Values {
  const next: Values = { ...values, [source]: value };
  for (const filter of filters) if (filter.dependsOn?.includes(source)) delete next[filter.source];
  return next;
}

/** The filter bar of a list: edits a draft, Apply puts it in the list's (URL) filters. */
export function ListFilters({ config }: { config: ListConfig }) {
  const { filterValues, setFilters, sort, total, meta } = useListContext();
  const [draft, setDraft] = useState<Values>(filterValues);
  const canExport = useCanExport();
  const exportRows = useListExport(config);
  // Follow the applied filters when they really change (a new object with the same values must not wipe typed input).
  const applied = JSON.stringify(filterValues);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- draft resets with the applied filters
  useEffect(() => setDraft(JSON.parse(applied) as Values), [applied]);

  // A date the person typed and the filter cannot read is said at its field, not applied as if it were not there.
  const apply = () => !Object.values(draft).includes(UNREADABLE_DAY) && setFilters(draft, {});
  const clear = () => {
    setDraft({});
    setFilters({}, {});
  };
  return (
    <FilterBar
      onApply={apply}
      onClear={clear}
      onExport={
        canExport ? () => void exportRows(filterValues, sort, meta?.totalCapped ? undefined : total) : undefined
      }
      defaultOpen={Object.keys(filterValues).length > 0}
    >
      {config.filters.map((filter) => (
        <FilterInput
          key={filter.source}
          resource={config.resource}
          filter={filter}
          values={draft}
          onChange={(value) => setDraft((current) => withChange(config.filters, current, filter.source, value))}
          onEnter={apply}
        />
      ))}
    </FilterBar>
  );
}
