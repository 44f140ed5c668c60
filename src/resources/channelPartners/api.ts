import { useDataProvider } from 'ra-core';
import { useMemo } from 'react';
import type { InviteValues } from './inviteResolver';
import type { ChannelPartner, ChannelPartnerRow, PartnerFilterData } from '../../../domain/channelPartner/profile';
import type { PartnerStatus } from '../../../domain/channelPartner/status';
import type { ConsoleDataProvider } from '../../dataProvider';
import { PARTNER_RESOURCE } from './listConfig';

/** What POST channel-partner/sendInvite answers. */
export interface SentInvite {
  id: string;
  status: PartnerStatus;
  inviteExpiresAt: string | null;
}

type InvitedRow = Pick<ChannelPartnerRow, 'id' | 'name' | 'primaryEmail'>;
type Message = { message: string };

const post = (body: unknown) => ({ method: 'POST' as const, body });

/** The invitation calls of spec 000 §7.2 beyond react-admin's list and CRUD. */
export function partnerApi(dataProvider: ConsoleDataProvider) {
  const { call } = dataProvider;
  return {
    emailExists: async (primaryEmail: string) => (await call<{ exists: boolean }>('channel-partner/emailExist/', post({ primaryEmail }))).json.exists,
    sendInvite: async (form: InviteValues) => (await call<SentInvite>('channel-partner/sendInvite', post(form))).json,
    /** management/add: the partner is created directly (Incomplete) and the admin fills the profile for them. */
    addPartner: async (form: InviteValues) => (await dataProvider.create<ChannelPartner>(PARTNER_RESOURCE, { data: form })).data,
    revokeInvite: async ({ id, primaryEmail }: InvitedRow) => (await call<Message>('channel-partner/revokeInvite/', post({ username: primaryEmail, id }))).json,
    resendInvite: async ({ id, name, primaryEmail }: InvitedRow) => (await call<Message>('channel-partner/resendInvite/', post({ id, name, primaryEmail }))).json,
    deleteInvite: async ({ id }: InvitedRow) => (await call<Message>(`channel-partner/invite/${encodeURIComponent(id)}`, { method: 'DELETE' })).json,
    filterData: async () => (await call<PartnerFilterData>('channel-partner/filter/data')).json,
  };
}

export type PartnerApi = ReturnType<typeof partnerApi>;

export function usePartnerApi(): PartnerApi {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => partnerApi(dataProvider), [dataProvider]);
}
