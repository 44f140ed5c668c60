import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { usePartnerApi } from './api';

/**
 * The profile the page shows: the partner's own (GET channel-partner/profile) or one partner by id.
 * Every section write answers the whole updated partner, which replaces the cached one. Nothing is asked until `ready`.
 */
export function usePartnerProfile(own: boolean, id: string | undefined, ready = true) {
  const api = usePartnerApi();
  const queryClient = useQueryClient();
  const queryKey = ['channelPartnerProfile', own ? 'own' : id];
  const query = useQuery({
    queryKey,
    queryFn: () => (own ? api.ownProfile() : api.partnerById(id!)),
    enabled: ready && (own || !!id),
    retry: false,
  });
  const key = JSON.stringify(queryKey);
  const setPartner = useCallback(
    (partner: ChannelPartner) => queryClient.setQueryData(JSON.parse(key), partner),
    [queryClient, key],
  );
  return { ...query, setPartner };
}
