import { describe, expect, it } from 'vitest';
import { MASTER_KEYS, MASTER_REGISTRY } from '../../domain/masters/registry';
import { ROUTES } from '../../src/console/routeTable';
import { API_RESOURCES } from '../../src/resources';
import { MASTERS } from '../../src/resources/masters/config';
import { RESOURCE_OF } from '../../src/resources/masters/config/registryMaster';
import { masterPaths } from '../../src/resources/masters/masterPaths';
import { isNumeric, type RowValue } from '../../src/components/list/types';
import { formatRupees } from '../../src/components/format/formatMoney';

/** Where a master's list is reachable from: a resource tab, a spec path, or a tab of a several-masters page. */
const listRoute = (resource: string) =>
  ROUTES.find(
    (route) =>
      route.resource === resource ||
      (route.master === resource && route.view === 'list') ||
      route.masters?.includes(resource),
  );

describe('master configurations', () => {
  it('assigns a generic spare part to models too: the models name the products it is generic for', () => {
    const generic = MASTERS.find((master) => master.resource === 'masters/spare-part-generic')!;
    expect(
      generic.recordLinks?.map((link) => (typeof link.to === 'function' ? link.to({ id: 'SPID108' }) : link.to)),
    ).toEqual(['masters/spare-part/addSparePart/assignSparePart?sparePartId=SPID108']);
  });

  it('each has a dataProvider path and a route', () => {
    for (const master of MASTERS) {
      expect(API_RESOURCES[master.resource]?.path, master.resource).toBe(master.apiPath);
      expect(listRoute(master.resource), master.resource).toBeDefined();
    }
  });

  it('covers every master of the registry, at its API path', () => {
    for (const key of MASTER_KEYS) {
      const master = MASTERS.find((m) => m.resource === RESOURCE_OF[key]);
      expect(master, key).toBeDefined();
      expect(master!.apiPath).toBe(MASTER_REGISTRY[key].path);
    }
  });

  it('names only configured masters in the route table, and references only configured masters', () => {
    const resources = new Set(MASTERS.map((m) => m.resource));
    for (const route of ROUTES)
      for (const name of [route.master, route.resource, ...(route.masters ?? [])])
        if (name) expect(resources.has(name), route.path).toBe(true);
    for (const master of MASTERS) {
      const refs = [...master.columns, ...master.filters, ...(master.fields ?? [])].flatMap((item) =>
        'reference' in item && item.reference ? [item.reference.resource] : [],
      );
      for (const ref of refs) expect(resources.has(ref), `${master.resource} -> ${ref}`).toBe(true);
    }
  });

  it('gives every form field a property of the schema, and the spec paths to the views', async () => {
    let checked = 0;
    for (const master of MASTERS) {
      const schemas = await master.schemas?.();
      const shape =
        (schemas?.create as unknown as {
          shape?: Record<string, unknown>;
          def?: { in?: { shape?: Record<string, unknown> } };
        }) ?? {};
      const keys = Object.keys(
        shape.shape ?? (shape as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape ?? {},
      );
      if (keys.length) checked += 1;
      for (const field of master.fields ?? [])
        expect(keys, `${master.resource}.${field.source}`).toContain(field.source);
    }
    expect(checked).toBe(MASTERS.length);
    expect(masterPaths('masters/model')).toMatchObject({ list: 'masters/model/all', create: 'masters/model/add' });
    expect(masterPaths('masters/model').show('MID1')).toBe('masters/model/view/MID1');
    expect(masterPaths('masters/issue').edit('ISS1')).toBe('masters/issue/edit/ISS1');
    expect(masterPaths('masters/spare-part-main').edit('SPID1')).toBe('masters/spare-part/edit/SPID1');
    expect(masterPaths('masters/product').show('PID1')).toBe('masters/product/PID1/show');
  });
});

describe('amounts and rates in the lists', () => {
  const columnOf = (resource: string, source: string) =>
    MASTERS.find((m) => m.resource === resource)!.columns.find((c) => c.source === source)!;

  it('shows amounts as rupees with Indian digit grouping, right-aligned', () => {
    expect(formatRupees(1499999)).toBe('₹14,99,999');
    expect(formatRupees(14999.5)).toBe('₹14,999.50');
    expect(formatRupees(null)).toBe('');
    for (const [resource, source] of [
      ['masters/service-price', 'sellingPrice'],
      ['masters/service-price', 'mrp'],
      ['masters/spare-part-price', 'sellingPrice'],
      ['masters/spare-part', 'price'],
      ['masters/ewaste-item', 'rate'],
    ])
      expect(columnOf(resource, source).kind, `${resource}.${source}`).toBe('money');
    expect(isNumeric('money')).toBe(true);
    expect(columnOf('masters/general/pincode', 'code').kind).toBe('text');
  });

  it("shows a service price's GST as its rate, not its HSN code", () => {
    expect(columnOf('masters/service-price', 'gstId').reference).toMatchObject({
      resource: 'masters/general/gst',
      optionText: 'slab',
      suffix: '%',
    });
  });

  it('filters service prices by the rate the column shows, each GST entry named apart by its HSN/SAC code', () => {
    const filter = MASTERS.find((m) => m.resource === 'masters/service-price')!.filters.find(
      (f) => f.source === 'gstId',
    )!;
    expect(filter.reference).toEqual({
      resource: 'masters/general/gst',
      optionText: 'slab',
      suffix: '%',
      detail: 'hsnSac',
      searchField: 'slab',
    });
  });
});

describe('master rows on a phone', () => {
  const rowOf = (resource: string) => MASTERS.find((m) => m.resource === resource)!.phoneRow ?? {};
  const sources = (values: readonly (string | RowValue)[] = []) =>
    values.flatMap((value) =>
      typeof value === 'string' ? [value] : [value.source, value.until, value.per].filter((s): s is string => !!s),
    );

  it('names only columns of its master', () => {
    for (const master of MASTERS) {
      const { title, summary, chip } = master.phoneRow ?? {};
      const columns = new Set(master.columns.map((column) => column.source));
      for (const source of [...sources(title), ...sources(summary), ...(chip ? [chip] : [])])
        expect(columns.has(source), `${master.resource}: ${source}`).toBe(true);
    }
  });

  it('shows each master’s key values with their units, and the active flag where there is no status', () => {
    expect(rowOf('masters/general/gst').summary).toContainEqual({ source: 'slab', suffix: '%' });
    expect(rowOf('masters/coupon').summary).toEqual([
      { source: 'percentage', suffix: '%' },
      { source: 'validFrom', until: 'validTo' },
    ]);
    expect(rowOf('masters/reward-point').summary).toEqual([{ source: 'points', unit: true }]);
    for (const resource of ['masters/spare-part', 'masters/spare-part-main', 'masters/spare-part-generic'])
      expect(rowOf(resource).summary, resource).toContain('price');
    expect(rowOf('masters/ewaste-item').summary).toContainEqual({ source: 'rate', per: 'uomId' });
    // Prices are named by what they price, not by their id.
    expect(rowOf('masters/service-price').title).toEqual(['productId', 'productType']);
    expect(rowOf('masters/spare-part-price').title).toEqual(['sparePartId']);
    for (const resource of ['masters/service-price', 'masters/spare-part-price', 'masters/coupon'])
      expect(rowOf(resource).chip, resource).toBe('active');
    expect(rowOf('masters/category').chip).toBe('status');
  });
});

describe('fixed choices in list cells', () => {
  it('gives enum columns other than the status chip their choices, so cells show the label the filter shows', () => {
    let checked = 0;
    for (const master of MASTERS) {
      for (const column of master.columns) {
        const property = (
          MASTER_REGISTRY as Record<
            string,
            { properties: Record<string, { type: string; values?: readonly string[] }> }
          >
        )[
          Object.keys(RESOURCE_OF).find((key) => RESOURCE_OF[key as keyof typeof RESOURCE_OF] === master.resource) ?? ''
        ]?.properties[column.source];
        if (property?.type === 'enum' && column.kind === 'text') {
          expect(column.choices, `${master.resource}.${column.source}`).toEqual(property.values);
          checked += 1;
        }
        if (column.kind === 'status') expect(column.choices).toBeUndefined();
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
    const rewardPoints = MASTERS.find((master) => master.columns.some((column) => column.source === 'event'))!;
    expect(rewardPoints.columns.find((column) => column.source === 'event')!.choices).toContain('Completed Request');
  });
});
