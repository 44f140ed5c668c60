import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import { useDataProvider } from 'ra-core';
import { useMemo } from 'react';
import type { InviteValues } from './inviteResolver';
import type { ChannelPartner, ChannelPartnerRow, PartnerFilterData } from '../../../domain/channelPartner/profile';
import type { PartnerStatus, StatusUpdate } from '../../../domain/channelPartner/status';
import type { ConsoleDataProvider } from '../../dataProvider';

/** What POST channel-partner/sendInvite answers. */
interface SentInvite {
  id: string;
  status: PartnerStatus;
  inviteExpiresAt: string | null;
}

type InvitedRow = Pick<ChannelPartnerRow, 'id' | 'name' | 'primaryEmail'>;
type Message = { message: string };

const post = (body: unknown) => ({ method: 'POST' as const, body });

/**
 * The channel-partner calls of spec 000 §7.2 beyond react-admin's list and CRUD and the profile sections' writes
 * (dataProvider.update/delete with the section in `meta`, see useSectionWrite).
 */
function partnerApi(dataProvider: ConsoleDataProvider) {
  const { call } = dataProvider;
  const partnerPath = (id: string) => `channel-partner/${encodeURIComponent(id)}`;
  return {
    emailExists: async (primaryEmail: string) =>
      (await call<{ exists: boolean }>('channel-partner/emailExist/', post({ primaryEmail }))).json.exists,
    sendInvite: async (form: InviteValues) => (await call<SentInvite>('channel-partner/sendInvite', post(form))).json,
    /** management/add: the partner is created directly (Incomplete) and the admin fills the profile for them. */
    addPartner: async (form: InviteValues) =>
      (await dataProvider.create<ChannelPartner>(PARTNER_RESOURCE, { data: form })).data,
    revokeInvite: async ({ id, primaryEmail }: InvitedRow) =>
      (await call<Message>('channel-partner/revokeInvite/', post({ username: primaryEmail, id }))).json,
    resendInvite: async ({ id, name, primaryEmail }: InvitedRow) =>
      (await call<Message>('channel-partner/resendInvite/', post({ id, name, primaryEmail }))).json,
    deleteInvite: async ({ id }: InvitedRow) =>
      (await call<Message>(`channel-partner/invite/${encodeURIComponent(id)}`, { method: 'DELETE' })).json,
    filterData: async () => (await call<PartnerFilterData>('channel-partner/filter/data')).json,
    /** GET channel-partner/profile: the signed-in partner's own. */
    ownProfile: async () => (await call<ChannelPartner>('channel-partner/profile')).json,
    /** GET channel-partner/getById/{id} (admins). */
    partnerById: async (id: string) => (await dataProvider.getOne<ChannelPartner>(PARTNER_RESOURCE, { id })).data,
    /** POST channel-partner/{id}/submit: Incomplete or Resubmission → Pending; 400 lists what is missing. */
    submitProfile: async (id: string) => (await call<ChannelPartner>(`${partnerPath(id)}/submit`, post({}))).json,
    /** PUT channel-partner/status: Active with a contract, Rejected or Resubmission with a remark (admins). */
    updateStatus: async (body: StatusUpdate) =>
      (await call<ChannelPartner>('channel-partner/status', { method: 'PUT', body })).json,
  };
}

type PartnerApi = ReturnType<typeof partnerApi>;

export function usePartnerApi(): PartnerApi {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => partnerApi(dataProvider), [dataProvider]);
}
