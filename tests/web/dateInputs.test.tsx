import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ResourceContextProvider, type AuthProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { calendarDay } from '../../domain/masters/common';
import { ROLES } from '../../domain/roles';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { schemaLoader } from '../../src/resources/masters/config/schemas';
import type { MasterConfig } from '../../src/resources/masters/config/types';
import { boundDate, toCalendarDay, toPickerDate } from '../../src/components/dayPicker/calendarDay';
import MasterCreate from '../../src/resources/masters/MasterCreate';
import MasterList from '../../src/resources/masters/MasterList';
import { fakeDataProvider } from './support/fakeDataProvider';
import { openFilters } from './support/filters';

describe('calendar days at the date pickers boundary', () => {
  it('yyyy-MM-dd ↔ the local midnight of that day, whatever the time zone', () => {
    const date = toPickerDate('2026-01-15')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 0, 15, 0]);
    expect(toCalendarDay(date)).toBe('2026-01-15');
    expect(toCalendarDay(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(toCalendarDay(toPickerDate('0099-12-31'))).toBe('0099-12-31');
  });

  it('empty is null/"", anything else is an invalid Date, and an invalid Date is null', () => {
    expect(toPickerDate('')).toBeNull();
    expect(toPickerDate(undefined)).toBeNull();
    for (const bad of ['2026-02-30', '15/01/2026', '2026-1-5', 'invalid-date', 20260115])
      expect(Number.isNaN(toPickerDate(bad)!.getTime())).toBe(true);
    expect(toCalendarDay(null)).toBe('');
    expect(toCalendarDay(new Date(Number.NaN))).toBeNull();
  });

  it('a bound is only a real day', () => {
    expect(toCalendarDay(boundDate('2026-03-01')!)).toBe('2026-03-01');
    expect(boundDate('')).toBeUndefined();
    expect(boundDate('2026-13-01')).toBeUndefined();
  });
});

/** A master with a from/till pair, like the coupons. */
const validitySchema = z
  .object({ validFrom: calendarDay('Valid from'), validTo: calendarDay('Valid to') })
  .superRefine((value, ctx) => {
    if (value.validTo < value.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'Valid to must not be before valid from' });
  });
const validityMaster: MasterConfig = {
  resource: 'masters/validity',
  apiPath: 'master/validity',
  exportName: 'validity',
  schemas: schemaLoader(async () => ({ create: validitySchema, update: validitySchema })),
  fields: [
    { source: 'validFrom', input: 'date', notAfter: 'validTo' },
    { source: 'validTo', input: 'date', notBefore: 'validFrom' },
  ],
  columns: [
    { source: 'validFrom', kind: 'text' },
    { source: 'validTo', kind: 'text' },
  ],
  filters: [
    { source: 'validFrom', input: 'date', notAfter: 'validTo' },
    { source: 'validTo', input: 'date', notBefore: 'validFrom' },
  ],
  defaultSort: { field: 'validFrom', order: 'DESC' },
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ROLES.admin,
};

const dataProvider = (overrides: Partial<DataProvider> = {}) =>
  fakeDataProvider([{ id: 'V1', validFrom: '2026-01-01', validTo: '2026-12-31' }], overrides);

function renderConsole(children: ReactNode, provider: DataProvider, path: string) {
  return render(
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext dataProvider={provider} authProvider={authProvider} i18nProvider={createI18nProvider('en')}>
          <ResourceContextProvider value={validityMaster.resource}>{children}</ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    </LocalizationProvider>,
  );
}

const typeDay = (input: HTMLElement, shown: string) => fireEvent.change(input, { target: { value: shown } });

describe('date inputs (spec 000 §5.9: dd/MM/yyyy, a from/till pair limits each other)', () => {
  it('form: typed dd/MM/yyyy, saved yyyy-MM-dd; the label is the accessible name', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 'V2', ...data },
    }));
    renderConsole(
      <MasterCreate config={validityMaster} />,
      dataProvider({ create } as Partial<DataProvider>),
      '/masters/validity/create',
    );
    const from = await screen.findByRole('textbox', { name: /Valid from/ });
    const to = screen.getByRole('textbox', { name: /Valid to/ });
    expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    typeDay(from, '15/01/2026');
    typeDay(to, '31/03/2026');
    expect(from).toHaveValue('15/01/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'masters/validity',
        expect.objectContaining({ data: { validFrom: '2026-01-15', validTo: '2026-03-31' } }),
      ),
    );
  });

  it('form: a till before the from is flagged by the picker (min/max) and refused by the schema', async () => {
    const create = vi.fn();
    renderConsole(
      <MasterCreate config={validityMaster} />,
      dataProvider({ create } as Partial<DataProvider>),
      '/masters/validity/create',
    );
    const from = await screen.findByRole('textbox', { name: /Valid from/ });
    const to = screen.getByRole('textbox', { name: /Valid to/ });
    typeDay(from, '15/01/2026');
    typeDay(to, '10/01/2026');
    // Each end bounds the other, so both show the clash.
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    typeDay(to, '20/01/2026');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'false'));
    expect(from).toHaveAttribute('aria-invalid', 'false');
    typeDay(to, '10/01/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Valid to must not be before valid from')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it(
    'form: a typed day the picker cannot read is refused ' + 'with a message naming the format the screen shows',
    async () => {
      const create = vi.fn();
      renderConsole(
        <MasterCreate config={validityMaster} />,
        dataProvider({ create } as Partial<DataProvider>),
        '/masters/validity/create',
      );
      const from = await screen.findByRole('textbox', { name: /Valid from/ });
      typeDay(from, '15/01/2026');
      typeDay(screen.getByRole('textbox', { name: /Valid to/ }), '31/03/2026');
      const user = userEvent.setup();
      await user.click(from);
      // Key by key, section by section, as a user types: 31/02 does not exist.
      await user.keyboard('{Control>}a{/Control}{Backspace}31022026');
      expect(from).toHaveValue('31/02/2026');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Valid from must be a date (dd/MM/yyyy)')).toBeInTheDocument();
      expect(screen.queryByText(/yyyy-MM-dd/)).not.toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
    },
  );

  it('list: a date filter applies a yyyy-MM-dd day; an applied day shows dd/MM/yyyy', async () => {
    const provider = dataProvider();
    renderConsole(<MasterList config={validityMaster} />, provider, '/masters/validity');
    await screen.findByText('2026-12-31');
    openFilters();
    const from = screen.getByRole('textbox', { name: 'Valid from' });
    typeDay(from, '02/01/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'masters/validity',
        expect.objectContaining({ filter: { validFrom: '2026-01-02' } }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Valid from' })).toHaveValue('02/01/2026');
  });
});

describe('a day typed key by key that the field cannot read', () => {
  /** Into an empty field, section by section as a person types, then on to the next field. */
  const typeKeys = async (input: HTMLElement, keys: string) => {
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard(`{Control>}a{/Control}{Backspace}${keys}`);
    await user.tab();
  };

  it('form: a half-typed day is refused naming dd/MM/yyyy, not taken for an empty field', async () => {
    const create = vi.fn();
    renderConsole(
      <MasterCreate config={validityMaster} />,
      dataProvider({ create } as Partial<DataProvider>),
      '/masters/validity/create',
    );
    const from = await screen.findByRole('textbox', { name: /Valid from/ });
    typeDay(screen.getByRole('textbox', { name: /Valid to/ }), '31/03/2026');
    await typeKeys(from, '1501');
    expect(from).toHaveValue('15/01/YYYY');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Valid from must be a date (dd/MM/yyyy)')).toBeInTheDocument();
    expect(screen.queryByText('Valid from is required')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it(
    'list: a filter day it cannot read says so at the ' + 'field and is not applied as if the field were empty',
    async () => {
      const provider = dataProvider();
      renderConsole(<MasterList config={validityMaster} />, provider, '/masters/validity');
      await screen.findByText('2026-12-31');
      openFilters();
      const from = screen.getByRole('textbox', { name: 'Valid from' });
      await typeKeys(from, '31022026');
      expect(await screen.findByText('Valid from must be a date (dd/MM/yyyy)')).toBeInTheDocument();
      expect(from).toHaveValue('31/02/2026');
      const calls = vi.mocked(provider.getList).mock.calls.length;
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(vi.mocked(provider.getList).mock.calls.length).toBe(calls);
      await typeKeys(from, '02012026');
      await waitFor(() => expect(screen.queryByText('Valid from must be a date (dd/MM/yyyy)')).not.toBeInTheDocument());
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(provider.getList).toHaveBeenLastCalledWith(
          'masters/validity',
          expect.objectContaining({ filter: { validFrom: '2026-01-02' } }),
        ),
      );
    },
  );
});
