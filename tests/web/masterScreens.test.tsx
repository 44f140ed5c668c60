import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DataProvider, RaRecord } from 'ra-core';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../domain/roles';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { genericSparePartMaster, mainSparePartMaster } from '../../src/resources/masters/config/sparePart';
import MasterShow from '../../src/resources/masters/MasterShow';
import ModelPricesPage from '../../src/resources/masters/screens/ModelPricesPage';
import { authAs } from './support/fakeAuthProvider';
import { fakeDataProvider } from './support/fakeDataProvider';

const RECORDS: Record<string, RaRecord[]> = {
  'masters/model': [
    {
      id: 'MID1',
      modelNo: 'KD-43X75L',
      productId: 'PID1',
      productType: 'LED',
      categoryId: 'CID106',
      brandId: 'BID1',
      status: 'Publish',
    },
    {
      id: 'MID2',
      modelNo: 'OLED55C3PSA',
      productId: 'PID1',
      productType: 'OLED',
      categoryId: 'CID106',
      brandId: 'BID2',
      status: 'Publish',
    },
  ],
  'masters/product': [{ id: 'PID1', name: 'Television' }],
  'masters/brand': [
    { id: 'BID1', name: 'Sony' },
    { id: 'BID2', name: 'LG' },
  ],
  'masters/service': [{ id: 'SID101', name: 'Repair' }],
  'masters/general/uom': [{ id: 'UOM1', name: 'Numbers' }],
};
const PART = {
  id: 'SPID7',
  partNumber: 'SP-TV-PANEL',
  name: '43 inch LED panel',
  uomId: 'UOM1',
  hsnCode: '8529',
  price: 14999,
  generic: false,
  status: 'Publish',
};

/** A data provider whose getMany answers from RECORDS and whose `call` answers the API paths given. */
function provider(calls: Record<string, unknown>, extra: Partial<DataProvider> = {}) {
  const call = vi.fn(async (path: string) => {
    if (!(path in calls)) throw new Error(`unexpected call ${path}`);
    return { status: 200, headers: new Headers(), body: '', json: calls[path] };
  });
  return {
    ...fakeDataProvider([], {
      getOne: vi.fn(async () => ({ data: PART })),
      getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
        data: (RECORDS[resource] ?? []).filter((r) => ids.includes(r.id)),
      })),
      ...extra,
    } as Partial<DataProvider>),
    call,
  } as DataProvider & { call: typeof call };
}

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderAt(path: string, pattern: string, element: ReactNode, dataProvider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authAs(ROLES.admin)}
        i18nProvider={createI18nProvider('en')}
      >
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("a spare part's page", () => {
  it(
    'lists the models it fits with product, brand and model price, ' + 'each opening modelView/{modelId}/{sparePartId}',
    async () => {
      const dataProvider = provider({
        'master/sparePart/SPID7/models': [
          { sparePartId: 'SPID7', modelId: 'MID1', price: 14500 },
          { sparePartId: 'SPID7', modelId: 'MID2', price: null },
        ],
      });
      renderAt(
        '/masters/spare-part/view/SPID7',
        '/masters/spare-part/view/:id',
        <MasterShow config={mainSparePartMaster} id="SPID7" />,
        dataProvider,
      );
      expect(await screen.findByText('Models it fits', {}, { timeout: 5000 })).toBeInTheDocument();
      // Role queries walk the whole MUI tree: text queries keep this test fast on a busy machine.
      const sonyLink = (await screen.findByText('KD-43X75L', {}, { timeout: 5000 })).closest('a')!;
      expect(sonyLink).toHaveAttribute('href', '/masters/spare-part/modelView/MID1/SPID7');
      const sony = sonyLink.closest('tr')!;
      expect(await within(sony).findByText('Sony', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(within(sony).getByText('Television')).toBeInTheDocument();
      expect(within(sony).getByText('14500')).toBeInTheDocument();
      const lg = screen.getByText('OLED55C3PSA').closest('a')!;
      expect(within(lg.closest('tr')!).getByText('—')).toBeInTheDocument();
      expect(lg).toHaveAttribute('href', '/masters/spare-part/modelView/MID2/SPID7');
      fireEvent.click(within(sony).getByText('Television'));
      expect(await screen.findByTestId('location')).toHaveTextContent('/masters/spare-part/modelView/MID1/SPID7');
    },
  );

  it("shows 'No Data Available' when it fits no model yet (the generic part's page too)", async () => {
    const dataProvider = provider({ 'master/sparePart/SPID7/models': [] });
    renderAt(
      '/masters/spare-part/generic/view/SPID7',
      '/masters/spare-part/generic/view/:id',
      <MasterShow config={genericSparePartMaster} id="SPID7" />,
      dataProvider,
    );
    expect(await screen.findByText('Models it fits', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith('master/sparePart/SPID7/models');
  });
});

describe("a model's prices (price/model/view/{id})", () => {
  it("names each service price's service instead of showing its id", async () => {
    const dataProvider = provider({ 'master/model/MID1/spareParts': [] }, {
      getOne: vi.fn(async () => ({ data: RECORDS['masters/model'][0] })),
      getList: vi.fn(async () => ({
        data: [{ id: 'PRC1', serviceId: 'SID101', sellingPrice: 549, mrp: 699, active: true }],
        total: 1,
      })),
    } as Partial<DataProvider>);
    renderAt('/masters/price/model/view/MID1', '/masters/price/model/view/:id', <ModelPricesPage />, dataProvider);
    const row = (await screen.findByText('549', {}, { timeout: 5000 })).closest('tr')!;
    expect((await within(row).findByText('Repair', {}, { timeout: 5000 })).closest('a')).toHaveAttribute(
      'href',
      '/masters/price/service/view/PRC1',
    );
    expect(within(row).queryByText('SID101')).not.toBeInTheDocument();
  });
});
