import { REQUEST_RESOURCES } from '../../../dataProvider/resourceNames';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { PartnerOption, SparePartOption, TechnicianOption } from '../../../../domain/requests/operations';
import type { PickUpProductOptions } from '../../../../domain/requests/products';
import type { RequestRecord } from '../../../../domain/requests/records';
import type { ConsoleDataProvider } from '../../../dataProvider';

/** What each dialog of the request page asks the API to offer (GET <resource>/{id}/<what>/options). */
interface OptionsOf {
  technicians: TechnicianOption[];
  channelPartners: PartnerOption[];
  spareParts: SparePartOption[];
  products: PickUpProductOptions;
}

/**
 * The options of one of the request page's dialogs, read while it is open: the server answers exactly what the
 * operation behind the dialog accepts (README "Request page"), so the dialog offers nothing that would be refused.
 */
export function useRequestOptions<W extends keyof OptionsOf>(
  request: Pick<RequestRecord, 'id' | 'kind'>,
  what: W,
  enabled: boolean,
) {
  const { call } = useDataProvider<ConsoleDataProvider>();
  const path = `${REQUEST_RESOURCES[request.kind]}/${encodeURIComponent(request.id)}/${what}/options`;
  return useQuery<OptionsOf[W]>({
    queryKey: ['requestOptions', path],
    enabled,
    staleTime: 0,
    queryFn: async () => (await call<OptionsOf[W]>(path)).json,
  });
}
