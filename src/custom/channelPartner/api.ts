import type { BasicDetailsInput } from '../../../domain/channelPartner/basicDetails';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import type { DayAreaInput, PartnerServiceInput } from '../../../domain/channelPartner/services';
import type { StatusUpdate } from '../../../domain/channelPartner/status';
import { SERVICE_LIST_PAGE_SIZE } from '../../../domain/constants';
import type { FileRef } from '../../../domain/files';
import type { Paged } from '../../../domain/filters';
import type { Service } from '../../../domain/masters/service';
import { httpClient } from '../../dataProvider/httpClient';
import { pincodeRecords } from '../profile/profileApi';
import type { ProfileSectionApi } from '../profile/types';

/** The channel-partner calls of the profile page (spec 000 §7.2; contract in notes/partner-api.md). */
const json = async <T>(request: Promise<{ json: T }>) => (await request).json;
const partnerPath = (id: string) => `channel-partner/${encodeURIComponent(id)}`;

/** GET channel-partner/profile (the partner's own) or GET channel-partner/getById/{id} (admins). */
export const ownProfile = () => json(httpClient<ChannelPartner>('channel-partner/profile'));
export const partnerById = (id: string) => json(httpClient<ChannelPartner>(`channel-partner/getById/${encodeURIComponent(id)}`));

/** The paths the shared profile sections write to for this partner. */
export const partnerSectionApi = (id: string, canReveal: boolean): ProfileSectionApi => ({
  base: partnerPath(id),
  id,
  documentNumberPath: canReveal ? (documentId) => `${partnerPath(id)}/document/${encodeURIComponent(documentId)}/number` : undefined,
});

export const updateBasicDetails = (id: string, body: BasicDetailsInput) => json(httpClient<ChannelPartner>(`${partnerPath(id)}/basicDetails`, { method: 'PATCH', body }));
export const updateProfileImage = (id: string, image: FileRef) => json(httpClient<ChannelPartner>(`${partnerPath(id)}/profileImage`, { method: 'PATCH', body: image }));

export const addService = (id: string, body: PartnerServiceInput) => json(httpClient<ChannelPartner>(`${partnerPath(id)}/service`, { method: 'PATCH', body }));
export const updateService = (id: string, body: PartnerServiceInput) => json(httpClient<ChannelPartner>(`${partnerPath(id)}/service/update`, { method: 'PATCH', body }));
export const deleteService = (id: string, serviceId: string) =>
  json(httpClient<ChannelPartner>(`${partnerPath(id)}/service/${encodeURIComponent(serviceId)}`, { method: 'DELETE' }));

export const addDayArea = (id: string, body: DayAreaInput) => json(httpClient<ChannelPartner>(`${partnerPath(id)}/dayAreas`, { method: 'PATCH', body }));
export const updateDayArea = (id: string, body: DayAreaInput) => json(httpClient<ChannelPartner>(`${partnerPath(id)}/dayAreas/update`, { method: 'PATCH', body }));
export const deleteDayArea = (id: string, day: number | string) =>
  json(httpClient<ChannelPartner>(`${partnerPath(id)}/dayAreas/${encodeURIComponent(String(day))}`, { method: 'DELETE' }));

/** POST channel-partner/{id}/submit: Incomplete or Resubmission → Pending; 400 lists what is missing. */
export const submitProfile = (id: string) => json(httpClient<ChannelPartner>(`${partnerPath(id)}/submit`, { method: 'POST', body: {} }));

/** PUT channel-partner/status: Active with a contract, Rejected or Resubmission with a remark (admins). */
export const updateStatus = (body: StatusUpdate) => json(httpClient<ChannelPartner>('channel-partner/status', { method: 'PUT', body }));

/** POST channel-partner/resendInvite/: a fresh link by e-mail. */
export const resendInvite = (partner: Pick<ChannelPartner, 'id' | 'name' | 'primaryEmail'>) =>
  json(httpClient<{ message: string }>('channel-partner/resendInvite/', { method: 'POST', body: { id: partner.id, name: partner.name, primaryEmail: partner.primaryEmail } }));

/** Published services offered to partners: POST with status in published, page size 99 (spec 000 §7.5). */
export const publishedServices = async () =>
  (
    await json(
      httpClient<Paged<Service>>('master/service/getByPaginationAndFilter', {
        method: 'POST',
        body: { filters: [{ property: 'status', operator: 'in', value: ['Publish'] }], pageSize: SERVICE_LIST_PAGE_SIZE, pageNumber: 1, sort: 1, sortBy: 'id' },
      }),
    )
  ).records;

/** The areas of one pincode, for the office address (code equal, page size 9999). */
export const areasOfPincode = (code: number) => pincodeRecords([{ property: 'code', operator: 'equal', value: code }]);
