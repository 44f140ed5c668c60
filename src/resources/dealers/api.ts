import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback, useMemo } from 'react';
import type { AddDealerInput, Dealer, DealerStatusInput } from '../../../domain/dealers/dealer';
import type { ConsoleDataProvider } from '../../dataProvider';
import { DEALER_API_PATH, DEALER_RESOURCE } from './listConfig';

type Message = { message: string };
const post = (body: unknown) => ({ method: 'POST' as const, body });

/**
 * The dealer calls of spec 000 §7.3 beyond react-admin's list and the profile sections' writes (dataProvider.update
 * and delete with the section in `meta`: basicDetails, document, see useSectionWrite).
 */
function dealerApi(dataProvider: ConsoleDataProvider) {
  const { call } = dataProvider;
  const at = (...parts: string[]) => [DEALER_API_PATH, ...parts.map(encodeURIComponent)].join('/');
  return {
    /** POST dealer: the dealer is created and its invitation link e-mailed. */
    addDealer: async (form: AddDealerInput) =>
      (await dataProvider.create<Dealer>(DEALER_RESOURCE, { data: form })).data,
    /** GET dealer/getById/{id} (admins). */
    dealerById: async (id: string) => (await dataProvider.getOne<Dealer>(DEALER_RESOURCE, { id })).data,
    /** GET dealer/profile: the signed-in dealer's own. */
    ownProfile: async () => (await call<Dealer>(at('profile'))).json,
    /** POST dealer/{id}/submit: Incomplete → Pending; 409 lists what is missing. */
    submitProfile: async (id: string) => (await call<Dealer>(at(id, 'submit'), post({}))).json,
    /** PATCH dealer/status: Active, Inactive or back to Pending with a remark (admins). */
    updateStatus: async (body: DealerStatusInput) => (await call<Dealer>(at('status'), { method: 'PATCH', body })).json,
    resendInvite: async (id: string) => (await call<Message>(at('resendInvite'), post({ id }))).json,
    revokeInvite: async (id: string) => (await call<Message>(at('revokeInvite'), post({ id }))).json,
  };
}

type DealerApi = ReturnType<typeof dealerApi>;

export function useDealerApi(): DealerApi {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => dealerApi(dataProvider), [dataProvider]);
}

/**
 * The dealer a page shows: its own (GET dealer/profile) or one by id; every write answers the whole dealer, which
 * replaces the cached one.
 */
export function useDealer(own: boolean, id: string | undefined) {
  const api = useDealerApi();
  const queryClient = useQueryClient();
  const queryKey = ['dealerProfile', own ? 'own' : id];
  const query = useQuery({
    queryKey,
    queryFn: () => (own ? api.ownProfile() : api.dealerById(id!)),
    enabled: own || !!id,
    retry: false,
  });
  const key = JSON.stringify(queryKey);
  const setDealer = useCallback(
    (dealer: Dealer) => queryClient.setQueryData(JSON.parse(key) as string[], dealer),
    [queryClient, key],
  );
  return { ...query, setDealer };
}
