import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { FileRef } from '../../../../domain/files';
import { auditColumns } from './columns';
import { brands, products, services } from './masters';

/**
 * The tables of the profile sections for one kind of profile owner: a channel partner's and a
 * technician's are the same tables under their own names, each row keyed by its owner's id (deleted with it).
 */
export function profileSectionTables(
  names: { table: string; short: string; ownerColumn: string },
  owner: () => AnyPgColumn,
) {
  const { table, short, ownerColumn } = names;
  const ownerId = () => text(ownerColumn).notNull().references(owner, { onDelete: 'cascade' });

  /** Services in the order added: the first one decides the approval conditions. */
  const servicesTable = pgTable(
    `${table}_services`,
    {
      ownerId: ownerId(),
      serviceId: text('service_id')
        .notNull()
        .references(() => services.id),
      dailyCallCapacity: integer('daily_call_capacity').notNull(),
      position: integer('position').notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.serviceId] }), index(`${short}_services_service_idx`).on(t.serviceId)],
  );

  const serviceAreas = pgTable(
    `${table}_service_areas`,
    { ownerId: ownerId(), pincode: integer('pincode').notNull(), area: text('area').notNull() },
    (t) => [
      primaryKey({ columns: [t.ownerId, t.pincode, t.area] }),
      index(`${short}_service_areas_area_idx`).on(t.pincode, t.area),
    ],
  );

  /** Brands and the products of each the owner repairs. */
  const brandProducts = pgTable(
    `${table}_brand_products`,
    {
      ownerId: ownerId(),
      brandId: text('brand_id')
        .notNull()
        .references(() => brands.id),
      productId: text('product_id')
        .notNull()
        .references(() => products.id),
    },
    (t) => [
      primaryKey({ columns: [t.ownerId, t.brandId, t.productId] }),
      index(`${short}_brand_products_idx`).on(t.brandId, t.productId),
    ],
  );

  /** Bank details; the account number is stored encrypted (AES-256-GCM) with its last 4 digits for masking. */
  const bankDetails = pgTable(`${table}_bank_details`, {
    ownerId: ownerId().primaryKey(),
    ifscCode: text('ifsc_code').notNull(),
    bankName: text('bank_name').notNull(),
    branch: text('branch').notNull(),
    city: text('city').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    accountNumberLength: integer('account_number_length').notNull(),
    accountType: text('account_type').notNull(),
    cheque: jsonb('cheque').$type<FileRef>().notNull(),
    ...auditColumns(),
  });

  /** KYC documents; Aadhar numbers are stored encrypted, other numbers in clear. Types are unique per owner. */
  const documents = pgTable(
    `${table}_documents`,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      ownerId: ownerId(),
      docType: text('doc_type').notNull(),
      /** Clear number for non-sensitive types; null when encrypted. */
      docNumber: text('doc_number'),
      docNumberEncrypted: text('doc_number_encrypted'),
      docNumberLast4: text('doc_number_last4'),
      docNumberLength: integer('doc_number_length'),
      file: jsonb('file').$type<FileRef>().notNull(),
      mandatory: boolean('mandatory').notNull(),
      ...auditColumns(),
    },
    (t) => [uniqueIndex(`${short}_documents_type_uq`).on(t.ownerId, sql`lower(${t.docType})`)],
  );

  return { services: servicesTable, serviceAreas, brandProducts, bankDetails, documents };
}
