import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bankName, isValidIfsc } from '../../modules/ifsc';
import type { SectionTables } from '../../modules/profileSections';
import { saveUpload } from '../../platform/files';
import { dataCipher } from '../../platform/secrets';
import { demoPdf, demoPng } from './demoFiles';

/**
 * The profile sections of a demo partner or technician; every part is written only when the owner has none yet, so
 * restarts keep edits.
 */
export interface DemoSections {
  services?: { id: string; dailyCallCapacity: number }[];
  /** Every area of these pincodes (from the seeded directory) becomes a service area. */
  serviceAreaPincodes?: number[];
  /** Single service areas, 'code#area'. */
  serviceAreaIds?: string[];
  /** brand name -> product names, from the seeded catalogue */
  brands?: Record<string, string[]>;
  bank?: {
    ifscCode: string;
    branch: string;
    city: string;
    accountHolderName: string;
    accountNumber: string;
    accountType: string;
  };
  /** GST is a partner's (and a dealer's) document only (not required for technicians); a dealer holds no Aadhar. */
  documents?: { aadhar?: string; pan: string; gst?: string };
}

/** Whose sections: the tables of its kind, the entity type its files are stored under, its id. */
interface DemoOwner {
  tables: SectionTables;
  entityType: string;
  id: string;
}

type Rows<T> = { rows: T[] };
export const demoQuery = async <T>(ctx: AppContext, statement: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(statement)) as unknown as Rows<T>).rows;
const has = async (ctx: AppContext, owner: DemoOwner, table: string) =>
  (
    await demoQuery(
      ctx,
      sql`SELECT 1 FROM ${sql.raw(table)} WHERE ${sql.raw(owner.tables.ownerColumn)} = ${owner.id} LIMIT 1`,
    )
  ).length > 0;
const list = <T>(values: readonly T[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Fills a demo owner's sections from real reference data: directory pincodes, catalogue brands, a known IFSC, stored
 * files.
 */
export async function fillDemoSections(ctx: AppContext, owner: DemoOwner, sections: DemoSections) {
  const { tables, id } = owner;
  const ownerColumn = sql.raw(tables.ownerColumn);
  if (sections.services && !(await has(ctx, owner, tables.services))) {
    for (const [index, service] of sections.services.entries()) {
      await ctx.db
        .execute(sql`INSERT INTO ${sql.raw(tables.services)} (${ownerColumn}, service_id, daily_call_capacity, position)
        VALUES (${id}, ${service.id}, ${service.dailyCallCapacity}, ${index + 1}) ON CONFLICT DO NOTHING`);
    }
  }
  const areas = sections.serviceAreaIds?.map((areaId) => areaId.split('#'));
  if ((sections.serviceAreaPincodes || areas) && !(await has(ctx, owner, tables.serviceAreas))) {
    const wanted = sections.serviceAreaPincodes
      ? sql`code IN (${list(sections.serviceAreaPincodes)})`
      : sql`(code::text || '#' || area) IN (${list(sections.serviceAreaIds!)})`;
    await ctx.db.execute(sql`INSERT INTO ${sql.raw(tables.serviceAreas)} (${ownerColumn}, pincode, area)
      SELECT ${id}, code, area FROM pincodes WHERE ${wanted} ON CONFLICT DO NOTHING`);
  }
  if (sections.brands && !(await has(ctx, owner, tables.brandProducts))) {
    for (const [brand, productNames] of Object.entries(sections.brands)) {
      await ctx.db.execute(sql`INSERT INTO ${sql.raw(tables.brandProducts)} (${ownerColumn}, brand_id, product_id)
        SELECT ${id}, b.id, p.id FROM brands b CROSS JOIN products p
        WHERE b.name = ${brand} AND p.name IN (${list(productNames)}) ON CONFLICT DO NOTHING`);
    }
  }
  if (sections.bank && !(await has(ctx, owner, tables.bankDetails))) await bankDetails(ctx, owner, sections.bank);
  if (sections.documents && !(await has(ctx, owner, tables.documents))) await documents(ctx, owner, sections.documents);
}

async function bankDetails(ctx: AppContext, owner: DemoOwner, bank: NonNullable<DemoSections['bank']>) {
  if (!isValidIfsc(bank.ifscCode)) throw new Error(`demo IFSC ${bank.ifscCode} is not a known code`);
  const cipher = await dataCipher(ctx);
  const cheque = await saveUpload(ctx, {
    entityType: owner.entityType,
    entityId: owner.id,
    name: 'cancelled-cheque.png',
    bytes: demoPng(120, 54, [230, 236, 240]),
    uploadedBy: null,
  });
  const number = bank.accountNumber;
  // Branch and city as the imported IFSC table has them, when it was imported.
  const [branch] = await demoQuery<{ branch: string; city: string }>(
    ctx,
    sql`SELECT branch, city FROM ifsc_branches WHERE ifsc = ${bank.ifscCode}`,
  );
  await ctx.db
    .execute(sql`INSERT INTO ${sql.raw(owner.tables.bankDetails)} (${sql.raw(owner.tables.ownerColumn)}, ifsc_code,
        bank_name, branch, city, account_holder_name,
      account_number_encrypted, account_number_last4, account_number_length, account_type, cheque)
    VALUES (${owner.id}, ${bank.ifscCode}, ${bankName(bank.ifscCode) ?? bank.ifscCode.slice(0, 4)},
      ${branch?.branch || bank.branch}, ${branch?.city || bank.city}, ${bank.accountHolderName},
      ${cipher.encrypt(number)}, ${number.slice(-4)}, ${number.length}, ${bank.accountType},
        ${JSON.stringify({ name: cheque.name, type: cheque.type, key: cheque.key })}::jsonb)
    ON CONFLICT DO NOTHING`);
}

async function documents(ctx: AppContext, owner: DemoOwner, numbers: NonNullable<DemoSections['documents']>) {
  const cipher = await dataCipher(ctx);
  const kinds = [
    ...(numbers.aadhar
      ? [
          {
            docType: 'Aadhar Card',
            number: numbers.aadhar,
            file: { name: 'aadhar-card.pdf', bytes: demoPdf('Aadhar Card (demo)') },
            encrypted: true,
          },
        ]
      : []),
    {
      docType: 'PAN Card',
      number: numbers.pan,
      file: { name: 'pan-card.pdf', bytes: demoPdf(`PAN ${numbers.pan} (demo)`) },
      encrypted: false,
    },
    ...(numbers.gst
      ? [
          {
            docType: 'GST',
            number: numbers.gst,
            file: { name: 'gst-certificate.png', bytes: demoPng() },
            encrypted: false,
          },
        ]
      : []),
  ];
  for (const kind of kinds) {
    const stored = await saveUpload(ctx, {
      entityType: owner.entityType,
      entityId: owner.id,
      uploadedBy: null,
      ...kind.file,
    });
    const file = JSON.stringify({ name: stored.name, type: stored.type, key: stored.key });
    await ctx.db
      .execute(sql`INSERT INTO ${sql.raw(owner.tables.documents)} (${sql.raw(owner.tables.ownerColumn)}, doc_type,
          doc_number, doc_number_encrypted, doc_number_last4,
        doc_number_length, file, mandatory)
      VALUES (${owner.id}, ${kind.docType}, ${kind.encrypted ? null : kind.number},
        ${kind.encrypted ? cipher.encrypt(kind.number) : null},
        ${kind.encrypted ? kind.number.slice(-4) : null}, ${kind.encrypted ? kind.number.length : null}::int,
          ${file}::jsonb, true)
      ON CONFLICT DO NOTHING`);
  }
}
