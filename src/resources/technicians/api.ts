import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback, useMemo } from 'react';
import type { ActivePartner, ChannelPartner } from '../../../domain/channelPartner/profile';
import type { Technician } from '../../../domain/technicians/profile';
import type { TechnicianBasicDetails } from '../../../domain/technicians/basicDetails';
import type { TechnicianStatusUpdate } from '../../../domain/technicians/statuses';
import type { ConsoleDataProvider } from '../../dataProvider';
import { TECHNICIAN_API_PATH, TECHNICIAN_RESOURCE, type TechnicianFilterData } from './listConfig';

/** GET technician/mobile/{mobile} and technician/email/{email}: whether a technician holds it, and which. */
interface TechnicianLookup {
  exists: boolean;
  id?: string;
}

/**
 * The technician calls of spec 001 §7 beyond react-admin's list and CRUD and the profile sections' writes
 * (dataProvider.update/delete with the section in `meta`, see useSectionWrite), plus the partner reads the screens
 * need.
 */
function technicianApi(dataProvider: ConsoleDataProvider) {
  const { call } = dataProvider;
  const at = (...parts: string[]) => [TECHNICIAN_API_PATH, ...parts.map(encodeURIComponent)].join('/');
  return {
    /** GET technician/{id}. */
    technicianById: async (id: string) => (await dataProvider.getOne<Technician>(TECHNICIAN_RESOURCE, { id })).data,
    /** POST technician: a new Incomplete technician of the given partner. */
    addTechnician: async (details: TechnicianBasicDetails) =>
      (await dataProvider.create<Technician>(TECHNICIAN_RESOURCE, { data: details })).data,
    mobileLookup: async (mobile: string) => (await call<TechnicianLookup>(at('mobile', mobile))).json,
    emailLookup: async (email: string) => (await call<TechnicianLookup>(at('email', email))).json,
    /** POST technician/{id}/submit: Incomplete or Resubmission → Pending; 400 lists what is missing. */
    submitProfile: async (id: string) => (await call<Technician>(at(id, 'submit'), { method: 'POST', body: {} })).json,
    /** PUT technician/status: an admin's Active, Rejected or Resubmission with a remark. */
    updateStatus: async (body: TechnicianStatusUpdate) =>
      (await call<Technician>(at('status'), { method: 'PUT', body })).json,
    filterData: async () => (await call<TechnicianFilterData>(at('filter', 'data'))).json,
    /** GET channel-partner/getById/{cpId} (an admin, or the partner itself): what a technician may be offered. */
    partnerById: async (id: string) => (await dataProvider.getOne<ChannelPartner>(PARTNER_RESOURCE, { id })).data,
    /** GET channel-partner/list/active (admins): the partners a new technician may belong to. */
    activePartners: async () => (await call<ActivePartner[]>('channel-partner/list/active')).json,
  };
}

type TechnicianApi = ReturnType<typeof technicianApi>;

export function useTechnicianApi(): TechnicianApi {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => technicianApi(dataProvider), [dataProvider]);
}

/**
 * The technician a profile page shows; every write answers the whole updated technician, which replaces the cached one.
 */
export function useTechnician(id: string | undefined) {
  const api = useTechnicianApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['technicianProfile', id],
    queryFn: () => api.technicianById(id!),
    enabled: !!id,
    retry: false,
  });
  const setTechnician = useCallback(
    (technician: Technician) => queryClient.setQueryData(['technicianProfile', id], technician),
    [queryClient, id],
  );
  return { ...query, setTechnician };
}

/**
 * The technician's channel partner: its services, areas and brands are all a technician may be offered.
 */
export function useTechnicianPartner(cpId: string | undefined, enabled = true) {
  const api = useTechnicianApi();
  return useQuery({
    queryKey: ['technicianPartner', cpId],
    queryFn: () => api.partnerById(cpId!),
    enabled: enabled && !!cpId,
    staleTime: 60_000,
    retry: false,
  });
}
