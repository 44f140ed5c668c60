import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { render } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { ChannelPartner } from '../../domain/channelPartner/profile';
import type { PincodeRecord } from '../../src/components/profile/types';
import { ROLES, type Role } from '../../domain/roles';
import { ConsoleNotification } from '../../src/console/layout/ConsoleNotification';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { httpClient, type HttpRequest } from '../../src/dataProvider/httpClient';
import { API_RESOURCES } from '../../src/resources';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import type { Language } from '../../src/settings/settings';
import { authAs } from './support/fakeAuthProvider';

/** Shared by the profile web tests (not a test file itself). */

export const cheque = { name: 'cheque.pdf', type: 'application/pdf' as const, key: 'channelPartner/CP1001/cheque.pdf' };
const file = (name: string) => ({ name, type: 'image/png' as const, key: `channelPartner/CP1001/${name}` });

/** A partner with every section filled in: nothing is missing. */
export function completePartner(overrides: Partial<ChannelPartner> = {}): ChannelPartner {
  return {
    id: 'CP1001',
    name: 'GreenFix Services',
    typeOfFirm: 'Retailer',
    primaryEmail: 'partner@reloop.test',
    primaryMobile: '9812345670',
    userName: 'partner@reloop.test',
    referralCode: 'GREENFIX',
    rewardPoints: 120,
    profileImage: null,
    status: 'Incomplete',
    officeAddress: {
      addressLine1: '12 MG Road',
      addressLine2: 'Block A',
      landmark: '',
      pincode: 560001,
      area: 'Bangalore GPO',
      city: 'Bengaluru',
      state: 'Karnataka',
    },
    managementDetails: { name: 'Asha Rao', email: 'asha@greenfix.in', mobileNumber: '9876543211' },
    bankDetails: {
      ifscCode: 'HDFC0000001',
      name: 'HDFC Bank',
      branch: 'MG Road',
      city: 'Bengaluru',
      accountHolderName: 'GreenFix Services',
      accountNumber: 'XXXXXXXX9012',
      accountType: 'Current Account',
      cheque,
    },
    documentDetails: [
      { _id: 'D1', docType: 'Aadhar Card', docNumber: 'XXXXXXXX1234', file: file('aadhar.png'), mandatory: true },
      { _id: 'D2', docType: 'PAN Card', docNumber: 'ABCDE1234F', file: file('pan.png'), mandatory: true },
      { _id: 'D3', docType: 'GST', docNumber: '29ABCDE1234F1Z5', file: file('gst.png'), mandatory: true },
    ],
    services: [{ id: 'SID101', type: 'Repair', dailyCallCapacity: 10 }],
    serviceAreaIds: ['560001#Bangalore GPO', '560034#Koramangala'],
    dayAreas: [{ id: '1', day: 1, areas: ['560001#Bangalore GPO'] }],
    brandsProducts: [{ brandId: 'BID1', name: 'Samsung', products: [{ productId: 'PID1', name: 'Television' }] }],
    contractDetails: null,
    remark: null,
    inviteExpiresAt: null,
    authChallengePending: false,
    createdAt: '2026-01-10T04:30:00.000Z',
    lastUpdate: '2026-01-12T04:30:00.000Z',
    ...overrides,
  };
}

/** A fresh partner: basic details only. */
export const emptyPartner = (overrides: Partial<ChannelPartner> = {}) =>
  completePartner({
    bankDetails: null,
    documentDetails: [],
    services: [],
    serviceAreaIds: [],
    dayAreas: [],
    brandsProducts: [],
    ...overrides,
  });

export const pincode = (
  code: number,
  area: string,
  city = 'Bengaluru',
  district = 'Bangalore',
  state = 'Karnataka',
  id = code,
): PincodeRecord => ({
  id,
  code,
  area,
  city,
  district,
  state,
  status: 'Active',
});

export const PINCODES = [
  pincode(560001, 'Bangalore GPO'),
  pincode(560034, 'Koramangala', 'Bengaluru', 'Bangalore', 'Karnataka', 2),
  pincode(560034, 'Agara', 'Bengaluru', 'Bangalore', 'Karnataka', 3),
];

type Handler = (request: HttpRequest & { path: string }) => unknown;
/** `'METHOD path'` (exact) or `'METHOD path*'` (prefix) → an answer, or a function of the request. */
export type RouteTable = Record<string, unknown>;

export const notFound = (message = 'Not found') => new HttpError(message, 404, { message });
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(message, 400, { message, errors });

/** A stand-in for httpClient answering from a route table; unknown calls fail loudly. */
export function fakeHttp(routes: RouteTable) {
  return vi.fn(async (path: string, request: HttpRequest = {}) => {
    const key = `${request.method ?? 'GET'} ${path}`;
    const match =
      Object.keys(routes).find((route) => route === key) ??
      Object.keys(routes).find((route) => route.endsWith('*') && key.startsWith(route.slice(0, -1)));
    if (!match) throw new HttpError(`unexpected call ${key}`, 500, { message: `unexpected call ${key}` });
    const answer = routes[match];
    const json = typeof answer === 'function' ? await (answer as Handler)({ ...request, path }) : answer;
    if (json instanceof Error) throw json;
    return { status: 200, json };
  });
}

/** The pincode master calls every area picker makes, over `records`. */
export function pincodeRoutes(records: PincodeRecord[] = PINCODES): RouteTable {
  return {
    'GET master/pincodes/distinct': ({ query }: HttpRequest) => {
      const { field, ...parents } = query as Record<string, string>;
      const matching = records.filter((r) =>
        Object.entries(parents).every(
          ([name, value]) => value === undefined || String(r[name as keyof PincodeRecord]) === String(value),
        ),
      );
      return [...new Set(matching.map((r) => r[field as keyof PincodeRecord]))];
    },
    'POST master/pincodes/getByPaginationAndFilter': ({ body }: HttpRequest) => {
      const { filters } = body as { filters: { property: string; operator: string; value: unknown }[] };
      const found = records.filter((r) =>
        filters.every(({ property, operator, value }) => {
          const actual = r[property as keyof PincodeRecord];
          return operator === 'in' ? (value as unknown[]).includes(actual) : String(actual) === String(value);
        }),
      );
      return { records: found, totalRecords: found.length };
    },
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders inside react-admin (role from the fake auth provider), with date pickers, toasts and a location probe. The
 * dataProvider is the real one over httpClient, which the test files replace with a route table (fakeHttp).
 */
export function renderInConsole(
  ui: ReactNode,
  {
    role = ROLES.admin,
    path = '/',
    pattern = '*',
    language = 'en',
  }: { role?: Role; path?: string; pattern?: string; language?: Language } = {},
) {
  return render(
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          dataProvider={createDataProvider(API_RESOURCES, httpClient)}
          authProvider={authAs(role)}
          i18nProvider={createI18nProvider(language)}
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
