import { z } from 'zod';
import { rowsOf } from '../../platform/db';
import { sql } from 'drizzle-orm';
import { CATEGORY_IDS, SERVICE_IDS } from '../../../../domain/constants';
import { DISPOSAL_METHODS } from '../../../../domain/masters/eWaste';
import type { Database } from '../client';
import {
  brands,
  coupons,
  disposalMethods,
  eWasteItems,
  gstSlabs,
  issues,
  models,
  productIssues,
  products,
  repairServices,
  rewardPoints,
  serviceTypes,
  servicePrices,
  sparePartModels,
  sparePartPrices,
  spareParts,
  uoms,
} from '../schema';

/** A repair marketplace's catalogue: products with their types, real brands, models, issues, prices, parts. */
const PRODUCTS = [
  { name: 'Mobile Phone', categoryId: 'CID105', productTypes: ['Smartphone', 'Feature Phone'] },
  { name: 'Laptop', categoryId: 'CID105', productTypes: ['Notebook', '2-in-1'] },
  { name: 'Air Conditioner', categoryId: 'CID106', productTypes: ['Split', 'Window'] },
  { name: 'Refrigerator', categoryId: 'CID106', productTypes: ['Single Door', 'Double Door'] },
  { name: 'Washing Machine', categoryId: 'CID106', productTypes: ['Front Load', 'Top Load'] },
  { name: 'Television', categoryId: 'CID106', productTypes: ['LED', 'OLED'] },
];

const BRANDS = [
  'Samsung',
  'Apple',
  'Xiaomi',
  'OnePlus',
  'LG',
  'Voltas',
  'Whirlpool',
  'Godrej',
  'Sony',
  'Dell',
  'HP',
  'Lenovo',
];

/** [product, brand, product type, model number] */
const MODELS: [string, string, string, string][] = [
  ['Mobile Phone', 'Samsung', 'Smartphone', 'SM-S911B Galaxy S23'],
  ['Mobile Phone', 'Samsung', 'Feature Phone', 'SM-B110E Guru'],
  ['Mobile Phone', 'Apple', 'Smartphone', 'A2882 iPhone 14'],
  ['Mobile Phone', 'Xiaomi', 'Smartphone', '23021RAAEG Redmi Note 12'],
  ['Mobile Phone', 'OnePlus', 'Smartphone', 'CPH2487 OnePlus 11R'],
  ['Laptop', 'Dell', 'Notebook', 'Inspiron 15 3520'],
  ['Laptop', 'HP', 'Notebook', 'Pavilion 15-eg3000'],
  ['Laptop', 'Lenovo', '2-in-1', 'IdeaPad Flex 5 82R7'],
  ['Laptop', 'Apple', 'Notebook', 'A2681 MacBook Air M2'],
  ['Air Conditioner', 'Voltas', 'Split', '183V Vectra Elite'],
  ['Air Conditioner', 'Voltas', 'Window', '183 LZF'],
  ['Air Conditioner', 'LG', 'Split', 'RS-Q19YNZE'],
  ['Air Conditioner', 'Samsung', 'Split', 'AR18CYLZABE'],
  ['Refrigerator', 'LG', 'Single Door', 'GL-B201AHPY'],
  ['Refrigerator', 'Whirlpool', 'Single Door', '215 Impro Prm 4S'],
  ['Refrigerator', 'Godrej', 'Double Door', 'RT EONVIBE 266B'],
  ['Refrigerator', 'Samsung', 'Double Door', 'RT28C3053S8'],
  ['Washing Machine', 'LG', 'Front Load', 'FHM1408BDL'],
  ['Washing Machine', 'Samsung', 'Top Load', 'WA70A4002GS'],
  ['Washing Machine', 'Whirlpool', 'Top Load', 'Whitemagic Elite 7.0'],
  ['Washing Machine', 'Godrej', 'Front Load', 'WFEON ART 7012'],
  ['Television', 'Sony', 'LED', 'KD-43X75L'],
  ['Television', 'LG', 'OLED', 'OLED55C3PSA'],
  ['Television', 'Samsung', 'LED', 'UA43T5450AKXXL'],
  ['Television', 'Xiaomi', 'LED', 'L43M8-A2IN'],
];

/** [issue, description, products it applies to] */
const ISSUES: [string, string, string[]][] = [
  ['Screen broken', 'Cracked or shattered display glass', ['Mobile Phone', 'Laptop']],
  ['Battery draining fast', 'Battery does not last a day', ['Mobile Phone', 'Laptop']],
  ['Not charging', 'Device does not charge with the charger connected', ['Mobile Phone', 'Laptop']],
  ['Speaker not working', 'No sound from the speaker during calls or media', ['Mobile Phone']],
  ['Not booting', 'Device does not start or stops at the logo', ['Laptop']],
  ['Keyboard not working', 'Some or all keys do not respond', ['Laptop']],
  ['Overheating', 'Body gets very hot during use', ['Laptop', 'Mobile Phone']],
  ['Not cooling', 'Runs but does not cool', ['Air Conditioner', 'Refrigerator']],
  ['Water leakage', 'Water drips from the unit', ['Air Conditioner', 'Refrigerator', 'Washing Machine']],
  ['Noisy operation', 'Unusual noise while running', ['Air Conditioner', 'Refrigerator', 'Washing Machine']],
  ['Gas refill needed', 'Refrigerant gas is low', ['Air Conditioner']],
  ['Ice build-up', 'Excess frost in the freezer', ['Refrigerator']],
  ['Drum not spinning', 'Drum does not rotate during wash or spin', ['Washing Machine']],
  ['Water not draining', 'Water stays in the drum after the cycle', ['Washing Machine']],
  ['No display', 'Sound works but the screen is blank', ['Television']],
  ['No sound', 'Picture works but there is no audio', ['Television']],
  ['Lines on screen', 'Vertical or horizontal lines on the picture', ['Television']],
  ['Remote not working', 'The television does not respond to the remote', ['Television']],
];

const GST_SLABS = [
  { slab: 0, hsnSac: '9986', description: 'Nil-rated support services' },
  { slab: 5, hsnSac: '9988', description: 'Job work services' },
  { slab: 12, hsnSac: '9954', description: 'Works contract services' },
  { slab: 18, hsnSac: '9987', description: 'Maintenance, repair and installation services' },
  { slab: 28, hsnSac: '8415', description: 'Air conditioning machines and parts' },
];

const UOMS = [
  { name: 'Nos', code: 'NOS' },
  { name: 'Kg', code: 'KGS' },
  { name: 'Litre', code: 'LTR' },
  { name: 'Metre', code: 'MTR' },
];

/** Repair visit price per product: [sellingPrice, mrp]. */
const VISIT_PRICES: Record<string, [number, number]> = {
  'Mobile Phone': [499, 599],
  Laptop: [799, 999],
  'Air Conditioner': [599, 799],
  Refrigerator: [499, 699],
  'Washing Machine': [449, 599],
  Television: [549, 699],
};

const REPAIR_SERVICES: Record<string, string[]> = {
  'Mobile Phone': ['Repair', 'General Service'],
  Laptop: ['Repair', 'General Service'],
  'Air Conditioner': ['Repair', 'Installation', 'Uninstallation', 'General Service'],
  Refrigerator: ['Repair', 'General Service'],
  'Washing Machine': ['Repair', 'Installation', 'Uninstallation', 'General Service'],
  Television: ['Repair', 'Installation', 'Uninstallation'],
};

const AC_MODELS = MODELS.filter(([product]) => product === 'Air Conditioner').map(([, , , modelNo]) => modelNo);

/** [part number, name, uom, hsn, price, generic, models it fits] */
const SPARE_PARTS: [string, string, string, string, number, boolean, string[]][] = [
  ['SP-SAM-S23-DSP', 'Galaxy S23 display assembly', 'Nos', '8517', 12999, false, ['SM-S911B Galaxy S23']],
  ['SP-APL-IP14-BAT', 'iPhone 14 battery', 'Nos', '8507', 5499, false, ['A2882 iPhone 14']],
  ['SP-VOL-CMP-15', 'Rotary compressor 1.5 ton', 'Nos', '8414', 8999, false, ['183V Vectra Elite', '183 LZF']],
  ['SP-LG-WM-PCB', 'Washing machine main PCB', 'Nos', '8537', 3499, false, ['FHM1408BDL']],
  ['SP-SNY-43-PNL', '43 inch LED panel', 'Nos', '8529', 14999, false, ['KD-43X75L']],
  // A generic part is generic for the products of the models it is assigned to (air conditioners here, phones below).
  ['GEN-CAP-35UF', 'Run capacitor 35 uF', 'Nos', '8532', 350, true, AC_MODELS],
  ['GEN-GAS-R32', 'Refrigerant gas R32', 'Kg', '2903', 900, true, AC_MODELS],
  ['GEN-CU-PIPE', 'Copper pipe 1/4 inch', 'Metre', '7411', 250, true, AC_MODELS],
  [
    'GEN-SCR-GLASS',
    'Tempered glass screen protector',
    'Nos',
    '7007',
    350,
    true,
    ['SM-S911B Galaxy S23', 'A2882 iPhone 14'],
  ],
];

const [itTelecom, consumerElectronics, largeSmall, tools, toys, medical] = CATEGORY_IDS.eWaste;

/** [service, category, item, uom, rate per unit] */
const WASTE_ITEMS: [string, string, string, string, number][] = [
  [SERVICE_IDS.eWaste, itTelecom, 'Desktop CPU', 'Nos', 350],
  [SERVICE_IDS.eWaste, itTelecom, 'Laptop', 'Nos', 300],
  [SERVICE_IDS.eWaste, itTelecom, 'Mobile phone', 'Nos', 50],
  [SERVICE_IDS.eWaste, itTelecom, 'Printer', 'Nos', 120],
  [SERVICE_IDS.eWaste, consumerElectronics, 'CRT television', 'Nos', 250],
  [SERVICE_IDS.eWaste, consumerElectronics, 'LED television', 'Nos', 300],
  [SERVICE_IDS.eWaste, consumerElectronics, 'Solar panel', 'Kg', 40],
  [SERVICE_IDS.eWaste, largeSmall, 'Refrigerator', 'Nos', 800],
  [SERVICE_IDS.eWaste, largeSmall, 'Washing machine', 'Nos', 600],
  [SERVICE_IDS.eWaste, largeSmall, 'Microwave oven', 'Nos', 150],
  [SERVICE_IDS.eWaste, tools, 'Drill machine', 'Nos', 100],
  [SERVICE_IDS.eWaste, tools, 'Sewing machine', 'Nos', 120],
  [SERVICE_IDS.eWaste, toys, 'Electronic toys', 'Kg', 20],
  [SERVICE_IDS.eWaste, toys, 'Video game console', 'Nos', 150],
  [SERVICE_IDS.eWaste, medical, 'Blood pressure monitor', 'Nos', 40],
  [SERVICE_IDS.eWaste, medical, 'Nebulizer', 'Nos', 30],
  [SERVICE_IDS.plastic, CATEGORY_IDS.plastic, 'PET bottles', 'Kg', 15],
  [SERVICE_IDS.plastic, CATEGORY_IDS.plastic, 'HDPE containers', 'Kg', 12],
  [SERVICE_IDS.plastic, CATEGORY_IDS.plastic, 'Mixed plastic', 'Kg', 6],
  [SERVICE_IDS.usedCookingOil, CATEGORY_IDS.usedCookingOil, 'Used cooking oil', 'Litre', 45],
  [SERVICE_IDS.textile, CATEGORY_IDS.textile, 'Cotton clothes', 'Kg', 10],
  [SERVICE_IDS.textile, CATEGORY_IDS.textile, 'Mixed textiles', 'Kg', 5],
];

const isEmptyRow = z.object({ empty: z.boolean() });

const isEmpty = async (db: Database, table: string) => {
  const [result] = await rowsOf(
    db,
    isEmptyRow,
    sql`SELECT NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS empty`,
  );
  return result.empty;
};

const byName = <T extends { id: string }>(rows: T[], key: (row: T) => string) =>
  new Map(rows.map((row) => [key(row), row.id]));

/** Each master is filled only while its table is empty, so an admin's changes are never overwritten. */
export async function seedMasterCatalogue(db: Database) {
  const productIds = (await isEmpty(db, 'products'))
    ? byName(await db.insert(products).values(PRODUCTS).returning(), (r) => r.name)
    : byName(await db.select().from(products), (r) => r.name);
  const brandIds = (await isEmpty(db, 'brands'))
    ? byName(
        await db
          .insert(brands)
          .values(BRANDS.map((name) => ({ name })))
          .returning(),
        (r) => r.name,
      )
    : byName(await db.select().from(brands), (r) => r.name);
  const uomIds = (await isEmpty(db, 'uoms'))
    ? byName(await db.insert(uoms).values(UOMS).returning(), (r) => r.name)
    : byName(await db.select().from(uoms), (r) => r.name);
  const gstRows = (await isEmpty(db, 'gst_slabs'))
    ? await db.insert(gstSlabs).values(GST_SLABS).returning()
    : await db.select().from(gstSlabs);
  const repairGst = gstRows.find((g) => g.hsnSac === '9987' && g.slab === 18) ?? gstRows[0];
  const product = (name: string) => productIds.get(name);
  const brand = (name: string) => brandIds.get(name);
  const categoryOf = (name: string) => PRODUCTS.find((p) => p.name === name)!.categoryId;
  const known = MODELS.filter(([p, b]) => product(p) && brand(b));

  let modelIds = new Map<string, string>();
  if (await isEmpty(db, 'models')) {
    const rows = await db
      .insert(models)
      .values(
        known.map(([p, b, productType, modelNo]) => ({
          modelNo,
          productId: product(p)!,
          productType,
          categoryId: categoryOf(p),
          brandId: brand(b)!,
        })),
      )
      .returning();
    modelIds = byName(rows, (r) => r.modelNo);
  }

  if (await isEmpty(db, 'issues')) {
    const rows = await db
      .insert(issues)
      .values(ISSUES.map(([name, description]) => ({ name, description })))
      .returning();
    const issueIds = byName(rows, (r) => r.name);
    const links = ISSUES.flatMap(([name, , productNames]) =>
      productNames.filter(product).map((p) => ({ productId: product(p)!, issueId: issueIds.get(name)! })),
    );
    if (links.length) await db.insert(productIssues).values(links).onConflictDoNothing();
  }

  if ((await isEmpty(db, 'service_prices')) && repairGst) {
    const keys = new Map(known.map(([p, b, productType]) => [`${p}|${b}|${productType}`, { p, b, productType }]));
    const rows = [...keys.values()].map(({ p, b, productType }) => ({
      serviceId: SERVICE_IDS.repair,
      categoryId: categoryOf(p),
      productId: product(p)!,
      productType,
      brandId: brand(b)!,
      sellingPrice: VISIT_PRICES[p][0],
      mrp: VISIT_PRICES[p][1],
      gstId: repairGst.id,
    }));
    if (rows.length) await db.insert(servicePrices).values(rows);
  }

  if (await isEmpty(db, 'repair_services')) {
    const rows = Object.entries(REPAIR_SERVICES).flatMap(([p, names]) =>
      product(p) ? names.map((name) => ({ name, productId: product(p)! })) : [],
    );
    if (rows.length) await db.insert(repairServices).values(rows);
  }

  if (await isEmpty(db, 'spare_parts')) {
    const parts = SPARE_PARTS.filter(([, , uom]) => uomIds.get(uom));
    const rows = await db
      .insert(spareParts)
      .values(
        parts.map(([partNumber, name, uom, hsnCode, price, generic]) => ({
          partNumber,
          name,
          uomId: uomIds.get(uom)!,
          hsnCode,
          price,
          generic,
        })),
      )
      .returning();
    const partIds = byName(rows, (r) => r.partNumber);
    const fits = parts.flatMap(([partNumber, , , , price, , modelNos]) =>
      modelNos
        .filter((m) => modelIds.get(m))
        .map((m) => ({ sparePartId: partIds.get(partNumber)!, modelId: modelIds.get(m)!, price })),
    );
    if (fits.length) {
      await db.insert(sparePartModels).values(fits);
      await db.insert(sparePartPrices).values(
        fits.map((f) => ({
          sparePartId: f.sparePartId,
          modelId: f.modelId,
          sellingPrice: f.price,
          mrp: Math.round(f.price * 1.15),
        })),
      );
    }
  }

  if (await isEmpty(db, 'service_types'))
    await db.insert(serviceTypes).values(['Repair', 'Pick-up', 'Installation'].map((name) => ({ name })));
  if (await isEmpty(db, 'reward_points'))
    await db.insert(rewardPoints).values([
      { event: 'Referral', points: 50 },
      { event: 'Booking', points: 10 },
      { event: 'Completed Request', points: 25 },
    ]);
  if (await isEmpty(db, 'coupons'))
    await db.insert(coupons).values([
      { code: 'WELCOME10', percentage: 10, validFrom: '2024-01-01', validTo: '2030-12-31' },
      { code: 'FESTIVE20', percentage: 20, validFrom: '2024-01-01', validTo: '2030-12-31' },
      { code: 'MONSOON15', percentage: 15, validFrom: '2023-06-01', validTo: '2023-09-30' },
    ]);
  if (await isEmpty(db, 'e_waste_items')) {
    const rows = WASTE_ITEMS.filter(([, , , uom]) => uomIds.get(uom)).map(
      ([serviceId, categoryId, name, uom, rate]) => ({
        serviceId,
        categoryId,
        name,
        uomId: uomIds.get(uom)!,
        rate,
      }),
    );
    await db.insert(eWasteItems).values(rows);
  }
  if (await isEmpty(db, 'disposal_methods'))
    await db.insert(disposalMethods).values(DISPOSAL_METHODS.map((name) => ({ name })));
}
