import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, ResourceContextProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ROLES, type Role } from '../../domain/roles';
import { ONE_LINE } from '../../src/components/list/listTable';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { schemaLoader } from '../../src/resources/masters/config/schemas';
import type { MasterConfig } from '../../src/resources/masters/config/types';
import MasterCreate from '../../src/resources/masters/MasterCreate';
import MasterList from '../../src/resources/masters/MasterList';
import { fakeDataProvider as fakeProvider } from './support/fakeDataProvider';
import { authAs } from './support/fakeAuthProvider';
import { openFilters } from './support/filters';

/** A master that exists only in this test: the generic views must need nothing but this entry. */
const colourSchema = z.object({
  name: z.string().trim().min(1, 'Colour name is required'),
  status: z.enum(['Publish', 'Unpublish']).default('Publish'),
});
const colourMaster: MasterConfig = {
  resource: 'masters/colour',
  apiPath: 'master/colour',
  exportName: 'colour',
  schemas: schemaLoader(async () => ({ create: colourSchema, update: colourSchema.extend({ id: z.string() }) })),
  fields: [
    { source: 'name', input: 'text' },
    { source: 'status', input: 'select', choices: ['Publish', 'Unpublish'], defaultValue: 'Publish' },
  ],
  columns: [
    { source: 'id', kind: 'text', sortable: true },
    { source: 'name', kind: 'text', sortable: true },
    { source: 'status', kind: 'status', sortable: true },
    { source: 'createdAt', kind: 'datetime', sortable: true },
    { source: 'lastUpdate', kind: 'datetime', sortable: true },
  ],
  filters: [
    { source: 'name', input: 'text' },
    { source: 'status', input: 'select', choices: ['Publish', 'Unpublish'] },
  ],
  defaultSort: { field: 'lastUpdate', order: 'DESC' },
};

const colours = Array.from({ length: 10 }, (_, i) => ({
  id: `CID${i + 1}`,
  name: i === 0 ? 'Red' : `Colour ${i + 1}`,
  status: i % 2 ? 'Unpublish' : 'Publish',
  createdAt: '2026-01-15T06:30:00.000Z',
  lastUpdate: '2026-01-16T06:30:00.000Z',
}));

const fakeDataProvider = (overrides: Partial<DataProvider> = {}) => fakeProvider(colours, overrides, 25);

function renderInAdmin(
  children: ReactNode,
  dataProvider: DataProvider,
  role: Role = ROLES.admin,
  path = '/masters/colour',
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={createI18nProvider('en')}>
        <ResourceContextProvider value={colourMaster.resource}>{children}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('generic master views from one config entry', () => {
  it('list: columns, rows, pager and the filter bar with Export', async () => {
    const dataProvider = fakeDataProvider();
    renderInAdmin(<MasterList config={colourMaster} />, dataProvider);
    expect(await screen.findByText('Red')).toBeInTheDocument();
    for (const header of ['Name', 'Status', 'Last update'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header, 'i') })).toBeInTheDocument();
    // When an entry was made is shown on demand, from the Columns menu.
    expect(screen.queryByRole('columnheader', { name: /Created at/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('switch', { name: /Created at/i }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(await screen.findByRole('columnheader', { name: /Created at/i })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    // Dates and statuses keep to one line (as every header does), the name takes the width left and wraps.
    const oneLine = (header: string) =>
      screen.getByRole('columnheader', { name: new RegExp(header, 'i') }).classList.contains(ONE_LINE);
    expect([oneLine('Name'), oneLine('Status'), oneLine('Last update')]).toEqual([false, true, true]);
    expect(screen.getByText('Red').closest('td')).not.toHaveClass(ONE_LINE);
    openFilters();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'masters/colour',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'lastUpdate', order: 'DESC' } }),
    );
  });

  it('list: Apply sends the filters, next page asks for page 2', async () => {
    const dataProvider = fakeDataProvider();
    renderInAdmin(<MasterList config={colourMaster} />, dataProvider);
    await screen.findByText('Red');
    openFilters();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 're' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'masters/colour',
        expect.objectContaining({ filter: { name: 're' } }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'masters/colour',
        expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
      ),
    );
  });

  it('list: typed but not yet applied filter input survives a refetch of the list', async () => {
    const dataProvider = fakeDataProvider();
    renderInAdmin(<MasterList config={colourMaster} />, dataProvider);
    await screen.findByText('Red');
    openFilters();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Gre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'masters/colour',
        expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Gre');
  });

  it('list: technicians do not see Export', async () => {
    renderInAdmin(<MasterList config={colourMaster} />, fakeDataProvider(), ROLES.technician);
    await screen.findByText('Red');
    openFilters();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it("list: an empty master shows 'No Data Available' with 'Add Details'", async () => {
    renderInAdmin(
      <MasterList config={colourMaster} />,
      fakeDataProvider({ getList: vi.fn(async () => ({ data: [], total: 0 })) }),
    );
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Details' })).toBeInTheDocument();
  });

  it("list: a failed load shows the error block with 'Reload Data'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInAdmin(
      <MasterList config={colourMaster} />,
      fakeDataProvider({ getList: vi.fn(async () => Promise.reject(new Error('boom'))) }),
    );
    expect(await screen.findByText('Error loading data, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Data' })).toBeInTheDocument();
  });

  it('create: validates with the schema, then shows the server field errors on the fields', async () => {
    const create = vi.fn(async (..._args: unknown[]) =>
      Promise.reject(
        new HttpError('Validation failed', 400, {
          message: 'Validation failed',
          errors: { name: 'Colour already exists' },
        }),
      ),
    );
    renderInAdmin(
      <MasterCreate config={colourMaster} />,
      fakeDataProvider({ create }),
      ROLES.admin,
      '/masters/colour/create',
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    // The schema requires the name; the status has a default, so it is not marked.
    const labelOf = (input: HTMLElement) =>
      input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent ?? '';
    expect(labelOf(name)).toMatch(/^Name\W*\*$/);
    expect(labelOf(screen.getByRole('combobox', { name: /Status/ }))).not.toContain('*');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Colour name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Red' } });
    // The resolver re-validates on change; a person clicks after it has run.
    await waitFor(() => expect(screen.queryByText('Colour name is required')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Colour already exists')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'masters/colour',
      expect.objectContaining({ data: { name: 'Red', status: 'Publish' } }),
    );
  });
});

describe('the master list on a phone (under 768 px)', () => {
  const onPhone =
    <T,>(run: () => Promise<T>) =>
    async () => {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        ...original(query),
        matches: query.includes('max-width'),
      })) as typeof window.matchMedia;
      try {
        await run();
      } finally {
        window.matchMedia = original;
      }
    };
  /** The colours whose name contains the filter's text, as the API answers. */
  const byName = vi.fn(async (_resource: string, { filter }: { filter: { name?: string } }) => {
    const data = colours.filter(
      (colour) => !filter.name || colour.name.toLowerCase().includes(filter.name.toLowerCase()),
    );
    return { data, total: data.length };
  });
  const filteredPath = `/masters/colour?${new URLSearchParams({ filter: JSON.stringify({ name: 'violet' }) })}`;

  it(
    "a filter matching nothing shows the empty state with 'Clear filters', which clears the filter",
    onPhone(async () => {
      const dataProvider = fakeDataProvider({ getList: byName } as Partial<DataProvider>);
      renderInAdmin(<MasterList config={colourMaster} />, dataProvider, ROLES.admin, filteredPath);
      expect(await screen.findByText('No Data Available')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByText(/found using the current filters/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Details' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(await screen.findByText('Red')).toBeInTheDocument();
      expect(dataProvider.getList).toHaveBeenLastCalledWith('masters/colour', expect.objectContaining({ filter: {} }));
      expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    }),
  );

  it(
    "an empty master without filters shows 'No Data Available' with 'Add Details'",
    onPhone(async () => {
      renderInAdmin(
        <MasterList config={colourMaster} />,
        fakeDataProvider({ getList: vi.fn(async () => ({ data: [], total: 0 })) }),
      );
      expect(await screen.findByText('No Data Available')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Details' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    }),
  );
});

/** A master pointing at another one: its column shows the colour's name, its form searches colours on the server. */
const shadeSchema = z.object({
  name: z.string().trim().min(1, 'Shade name is required'),
  colourId: z.string({ message: 'Colour is required' }).min(1, 'Colour is required'),
});
const shadeMaster: MasterConfig = {
  resource: 'masters/shade',
  apiPath: 'master/shade',
  exportName: 'shade',
  schemas: schemaLoader(async () => ({ create: shadeSchema, update: shadeSchema.extend({ id: z.string() }) })),
  fields: [
    { source: 'name', input: 'text' },
    { source: 'colourId', input: 'reference', reference: { resource: 'masters/colour' } },
  ],
  columns: [
    { source: 'name', kind: 'text' },
    { source: 'colourId', kind: 'reference', reference: { resource: 'masters/colour' } },
  ],
  filters: [{ source: 'colourId', input: 'reference', reference: { resource: 'masters/colour' } }],
  defaultSort: { field: 'name', order: 'ASC' },
  importable: true,
};

function shadeProvider(overrides: Partial<DataProvider> = {}) {
  return fakeDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'masters/shade'
        ? { data: [{ id: 'SH1', name: 'Crimson', colourId: 'CID1' }], total: 1 }
        : { data: colours.slice(0, 3), total: 3 },
    ),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({
      data: colours.filter((c) => ids.includes(c.id)),
    })),
    ...overrides,
  } as Partial<DataProvider>);
}

function renderShade(
  children: ReactNode,
  dataProvider: DataProvider,
  role: Role = ROLES.admin,
  path = '/masters/shade',
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={createI18nProvider('en')}>
        <ResourceContextProvider value={shadeMaster.resource}>{children}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('reference fields from the config', () => {
  it("list: a reference column shows the referenced record's name", async () => {
    const dataProvider = shadeProvider();
    renderShade(<MasterList config={shadeMaster} />, dataProvider);
    expect(await screen.findByText('Crimson')).toBeInTheDocument();
    expect(await screen.findByText('Red')).toBeInTheDocument();
    expect(dataProvider.getMany).toHaveBeenCalledWith('masters/colour', expect.objectContaining({ ids: ['CID1'] }));
  });

  it('form: the reference select searches the other master on the server, 25 at a time', async () => {
    const dataProvider = shadeProvider();
    renderShade(<MasterCreate config={shadeMaster} />, dataProvider, ROLES.admin, '/masters/shade/create');
    const colour = await screen.findByRole('combobox', { name: /Colour/ });
    expect(colour.closest('.MuiFormControl-root')?.querySelector('label')?.textContent).toMatch(/^Colour\W*\*$/);
    fireEvent.change(colour, { target: { value: 'Re' } });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'masters/colour',
        expect.objectContaining({ pagination: { page: 1, perPage: 25 }, filter: { name: 'Re' } }),
      ),
    );
  });
});

describe('bulk import', () => {
  it('shows each rejected row of a refused file', async () => {
    const importFile = vi.fn(async () =>
      Promise.reject(
        new HttpError('2 rows have errors; nothing was imported', 400, {
          message: '2 rows have errors; nothing was imported',
          rejected: [
            { line: 4, errors: { colourId: 'Colour is required' } },
            { line: 3, errors: { name: 'Shade name is required' } },
          ],
        }),
      ),
    );
    renderShade(<MasterList config={shadeMaster} />, shadeProvider({ importFile } as Partial<DataProvider>));
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const input = await screen.findByLabelText('Choose file');
    fireEvent.change(input, { target: { files: [new File(['name,colourId\n'], 'shades.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('2 rows have errors; nothing was imported')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(
      expect.arrayContaining(['Line 3: Name — Shade name is required', 'Line 4: Colour — Colour is required']),
    );
    expect(rows.indexOf('Line 3: Name — Shade name is required')).toBeLessThan(
      rows.indexOf('Line 4: Colour — Colour is required'),
    );
    expect(importFile).toHaveBeenCalledWith('masters/shade', expect.any(File), expect.any(Function));
  });

  it('is hidden from non-admins', async () => {
    renderShade(<MasterList config={shadeMaster} />, shadeProvider(), ROLES.channelPartner);
    await screen.findByText('Crimson');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
