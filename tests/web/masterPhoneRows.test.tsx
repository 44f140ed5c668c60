import { render, screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import type { ListConfig } from '../../src/components/list/types';
import MasterList from '../../src/resources/masters/MasterList';
import { authAs } from './support/fakeAuthProvider';
import { fakeDataProvider } from './support/fakeDataProvider';

/** A master of this test only, with a value of each kind a phone row writes differently from its bare value. */
const offerMaster: ListConfig = {
  resource: 'masters/offer',
  apiPath: 'master/offer',
  exportName: 'offer',
  columns: [
    { source: 'id', kind: 'text', sortable: true },
    { source: 'code', kind: 'text', sortable: true },
    { source: 'percentage', kind: 'number', sortable: true },
    { source: 'validFrom', kind: 'date', sortable: true },
    { source: 'validTo', kind: 'date', sortable: true },
    { source: 'points', kind: 'number', sortable: true },
    { source: 'price', kind: 'money', sortable: true },
    { source: 'depositPaise', kind: 'paise', sortable: true },
    { source: 'note', kind: 'text', sortable: true },
    { source: 'active', kind: 'boolean', sortable: true },
  ],
  filters: [],
  defaultSort: { field: 'code', order: 'ASC' },
  recordText: 'code',
  phoneRow: {
    summary: [
      { source: 'percentage', suffix: '%' },
      { source: 'validFrom', until: 'validTo' },
      { source: 'points', unit: true },
      'price',
      'depositPaise',
      'note',
    ],
    chip: 'active',
  },
};

const offers = [
  {
    id: 'OF1',
    code: 'MONSOON15',
    percentage: 15,
    validFrom: '2023-06-01',
    validTo: '2023-09-30',
    points: 25,
    price: 1499999,
    // An amount the API keeps in paise (a payment's): written in rupees, never as the paise (issue 31: '58882' on a
    // phone).
    depositPaise: 58882,
    note: 'Electrical and Electronic Tools',
    active: true,
  },
  {
    id: 'OF2',
    code: 'FESTIVE20',
    percentage: 20,
    validFrom: '2024-01-01',
    validTo: null,
    points: 10,
    price: 499.5,
    depositPaise: null,
    note: null,
    active: false,
  },
];

const original = window.matchMedia;
beforeEach(() => {
  // A phone: every max-width query matches.
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
});

function renderList(config: ListConfig) {
  return render(
    <MemoryRouter initialEntries={['/masters/offer']}>
      <AdminContext
        dataProvider={fakeDataProvider(offers)}
        authProvider={authAs(ROLES.admin)}
        i18nProvider={createI18nProvider('en')}
      >
        <ResourceContextProvider value={config.resource}>
          <MasterList config={config} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('li')!;
/** The values under a row's title, one per item (the '·' between them is drawn by CSS). */
const summaryOf = (title: string) =>
  [...rowOf(title).querySelectorAll('.MuiListItemText-secondary > span > span > span')].map((item) => item.textContent);

describe('master lists on a phone: one row per record', () => {
  it('writes the key values as the table does, with what the missing header would have said', async () => {
    renderList(offerMaster);
    await screen.findByText('MONSOON15');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(summaryOf('MONSOON15')).toEqual([
      '15%',
      '01/06/2023 – 30/09/2023',
      '25 Points',
      '₹14,99,999',
      '₹588.82',
      'Electrical and Electronic Tools',
    ]);
    // Blank values leave no empty item (and no separator); an open-ended range shows its start only.
    expect(summaryOf('FESTIVE20')).toEqual(['20%', '01/01/2024', '10 Points', '₹499.50']);
  });

  it('shows the chip on the title line at full opacity, a yes/no column as Active / Inactive', async () => {
    renderList(offerMaster);
    await screen.findByText('MONSOON15');
    // Not react-admin's tertiary text, which is faded to 54 % and floats into the title.
    expect(document.querySelector('.RaSimpleList-tertiary')).toBeNull();
    const chip = within(rowOf('MONSOON15')).getByText('Active').closest('.MuiChip-root')!;
    expect(chip.parentElement).toBe(screen.getByText('MONSOON15').closest('.MuiListItemText-primary > div > span'));
    expect(within(rowOf('FESTIVE20')).getByText('Inactive')).toBeInTheDocument();
  });

  it('has no separator in its text, so none can dangle at the end of a wrapped line', async () => {
    renderList(offerMaster);
    await screen.findByText('MONSOON15');
    expect(rowOf('MONSOON15').textContent).not.toContain('·');
  });

  it('without a declared row: the title, the first two values that summarise the record, its status', async () => {
    const plain: ListConfig = {
      ...offerMaster,
      phoneRow: undefined,
      columns: [...offerMaster.columns, { source: 'status', kind: 'status' }],
    };
    renderList(plain);
    await screen.findByText('MONSOON15');
    expect(summaryOf('MONSOON15')).toEqual(['15', '01/06/2023']);
    expect(within(rowOf('MONSOON15')).queryByText('Active')).not.toBeInTheDocument();
  });
});
