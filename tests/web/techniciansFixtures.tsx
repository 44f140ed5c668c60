import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { render } from '@testing-library/react';
import { AdminContext, type UserIdentity } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import type { Technician, TechnicianRow } from '../../domain/technicians/profile';
import { ConsoleNotification } from '../../src/console/layout/ConsoleNotification';
import { ROUTES, type PageKey, type ProfileMode, type RouteEntry } from '../../src/console/routeTable';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { httpClient } from '../../src/dataProvider/httpClient';
import { API_RESOURCES } from '../../src/resources';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { completePartner, fakeHttp, pincode, PINCODES, pincodeRoutes, type RouteTable } from './profileFixtures';
import { authAs } from './support/fakeAuthProvider';

/** Shared by the technician web tests (not a test file itself). */

/** The technicians' partner: two services, two of the three pincode areas, one brand. */
export const PARTNER = completePartner({
  status: 'Active',
  services: [
    { id: 'SID101', type: 'Repair', dailyCallCapacity: 10 },
    { id: 'SID102', type: 'E-Waste', dailyCallCapacity: 5 },
  ],
  serviceAreaIds: ['560001#Bangalore GPO', '560034#Koramangala'],
  brandsProducts: [{ brandId: 'BID1', name: 'Samsung', products: [{ productId: 'PID1', name: 'Television' }] }],
});

/** The pincode master: the partner's areas, one more of the same pincode and a pincode of elsewhere. */
export const TECHNICIAN_PINCODES = [...PINCODES, pincode(400001, 'Fort', 'Mumbai', 'Mumbai', 'Maharashtra', 4)];

export const ADDRESS = {
  addressLine1: '12 MG Road',
  addressLine2: 'Block A',
  landmark: '',
  pincode: 560001,
  area: 'Bangalore GPO',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const file = (name: string) => ({ name, type: 'image/png' as const, key: `technician/TECH0001/${name}` });

/** A technician with every section filled in: nothing is missing. */
export function technician(overrides: Partial<Technician> = {}): Technician {
  return {
    id: 'TECH0001',
    userName: '+919876543210',
    channelPartner: { id: PARTNER.id, name: PARTNER.name },
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.in',
    mobile: '+919876543210',
    currentAddress: ADDRESS,
    permanentAddress: { ...ADDRESS, addressLine1: '4 Lake View', pincode: 560034, area: 'Koramangala' },
    profileImage: null,
    referralCode: 'ravi42ab',
    rewardPoints: 25,
    status: 'Incomplete',
    brandsProducts: PARTNER.brandsProducts,
    services: [{ id: 'SID101', type: 'Repair', dailyCallCapacity: 4 }],
    serviceAreaIds: ['560001#Bangalore GPO'],
    bankDetails: { ...PARTNER.bankDetails!, accountHolderName: 'Ravi Kumar' },
    documentDetails: [
      { _id: 'D1', docType: 'Aadhar Card', docNumber: 'XXXXXXXX1234', file: file('aadhar.png'), mandatory: true },
      { _id: 'D2', docType: 'PAN Card', docNumber: 'ABCDE1234F', file: file('pan.png'), mandatory: true },
    ],
    remark: null,
    createdAt: '2026-02-10T04:30:00.000Z',
    lastUpdate: '2026-02-12T04:30:00.000Z',
    ...overrides,
  };
}

/** A technician with its basic details only. */
export const emptyTechnician = (overrides: Partial<Technician> = {}) =>
  technician({
    services: [],
    serviceAreaIds: [],
    brandsProducts: [],
    bankDetails: null,
    documentDetails: [],
    ...overrides,
  });

export const row = (
  id: string,
  name: string,
  status: TechnicianRow['status'],
  extra: Partial<TechnicianRow> = {},
): TechnicianRow => ({
  id,
  firstName: name,
  lastName: 'Kumar',
  name: `${name} Kumar`,
  email: `${name.toLowerCase()}@example.in`,
  mobile: '+919876543210',
  channelPartnerId: PARTNER.id,
  channelPartnerName: PARTNER.name,
  status,
  city: 'Bengaluru',
  state: 'Karnataka',
  createdAt: '2026-02-10T04:30:00.000Z',
  lastUpdate: '2026-02-12T04:30:00.000Z',
  ...extra,
});

export const routeOf = (page: PageKey, match: (route: RouteEntry) => boolean = () => true) =>
  ROUTES.find((route) => route.page === page && match(route))!;
export const profileRoute = (mode: ProfileMode) => routeOf('technicianProfile', (route) => route.profileMode === mode);

/** The partner and pincode calls every technician screen may make, then the test's own. */
export function technicianHttp(routes: RouteTable = {}) {
  const fake = fakeHttp({
    [`GET channel-partner/getById/${PARTNER.id}`]: PARTNER,
    'GET channel-partner/list/active': [
      { id: PARTNER.id, name: PARTNER.name },
      { id: 'CP2002', name: 'Urban Repairs' },
    ],
    'GET technician/filter/data': {
      status: ['Pending', 'Active'],
      city: ['Mysuru', 'Bengaluru'],
      state: ['Karnataka'],
      channelPartnerName: [PARTNER.name],
    },
    ...pincodeRoutes(TECHNICIAN_PINCODES),
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
}

/** What a fake answered to `key` ('METHOD path'): the bodies sent. */
export const calls = (fake: ReturnType<typeof fakeHttp>, key: string) =>
  fake.mock.calls
    .filter(([path, request]) => `${request?.method ?? 'GET'} ${path}` === key)
    .map(([, request]) => request?.body);

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** A signed-in partner's session: its partner's id and name. */
const PARTNER_IDENTITY = { id: 'partner-sub', fullName: PARTNER.name, cpId: PARTNER.id, cpName: PARTNER.name };

/**
 * Renders inside react-admin as `role` (a channel partner with its session's partner), over the real dataProvider and
 * httpClient, which the test files replace with a route table (technicianHttp); with toasts and a location probe.
 */
export function renderAs(
  ui: ReactNode,
  {
    role = ROLES.admin,
    path = '/',
    pattern = '*',
    identity,
  }: { role?: Role; path?: string; pattern?: string; identity?: UserIdentity } = {},
) {
  const identities: Partial<Record<Role, UserIdentity>> = {
    [ROLES.channelPartner]: PARTNER_IDENTITY,
    [ROLES.technician]: { id: 'tech-sub', fullName: 'Ravi Kumar', technicianId: 'TECH0001' },
  };
  const authProvider = {
    ...authAs(role),
    getIdentity: async () => identity ?? identities[role] ?? { id: 'admin-sub', fullName: 'Admin' },
  };
  return render(
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          dataProvider={createDataProvider(API_RESOURCES, httpClient)}
          authProvider={authProvider}
          i18nProvider={createI18nProvider('en')}
        >
          <Routes>
            <Route path={pattern} element={ui} />
            {pattern !== '*' && <Route path="*" element={<p>elsewhere</p>} />}
          </Routes>
          <Location />
          <ConsoleNotification />
        </AdminContext>
      </MemoryRouter>
    </LocalizationProvider>,
  );
}
