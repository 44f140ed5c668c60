import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../dataProvider';

/** Options of a cascade filter, asked from the server for the chosen parents only. */
export function useDistinctValues(
  resource: string,
  field: string,
  parents: Record<string, string | undefined>,
  enabled: boolean,
) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [resource, 'distinct', field, parents],
    queryFn: () => dataProvider.distinct(resource, field, parents),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
