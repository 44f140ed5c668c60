import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { BANK_ACCOUNT_TYPES } from '../../../../domain/constants';
import { STORED_FILE_MIME_TYPES } from '../../../../domain/files';
import type { BankDetails } from '../../../../domain/profile/bank';
import type { KycDocument } from '../../../../domain/profile/kyc';
import { maskNumber } from '../../../../domain/profile/mask';
import type { PartnerService } from '../../../../domain/channelPartner/services';
import type { BrandProducts } from '../../../../domain/profile/brandProducts';
import { column } from '../../platform/db';
import { brandJoin, productJoin, serviceJoin } from '../masters';
import type { SectionTables } from './owner';
import { sectionFields } from './schemas';

/** A file as a profile's row keeps it (a json column or a field of one): checked on upload, read as stored. */
const storedFileRow = z.object({ name: z.string(), type: z.enum(STORED_FILE_MIME_TYPES), key: z.string() });

/** What every onboarded party's record keeps beside its own columns: its photo, the last review's remark, its times. */
export const partyRecordRow = z.object({
  profileImage: storedFileRow.nullable(),
  remark: z.string().nullable(),
  createdAt: column.instant,
  lastUpdate: column.instant,
});
/** A party that signs up by invitation (a partner, a dealer) also keeps when its invitation runs out. */
export const invitedPartyRecordRow = partyRecordRow.extend({ inviteExpiresAt: column.instant.nullable() });

/** The owner's KYC documents as the `documents` column answers them (the number kept whole, or its last digits). */
export const documentsRow = z.array(
  z.object({
    _id: z.string(),
    docType: z.string(),
    docNumber: z.string().nullable(),
    last4: z.string().nullable(),
    length: z.number().nullable(),
    file: storedFileRow,
    mandatory: z.boolean(),
  }),
);

/** The sections as the profile read returns them (before masking): the columns sectionColumns selects. */
export const sectionColumnsRow = z.object({
  services: sectionFields.services,
  serviceAreaIds: sectionFields.serviceAreaIds,
  brandsProducts: sectionFields.brandsProducts,
  // The account number is kept encrypted: the read gives its last digits and length for the mask.
  bank: sectionFields.bankDetails
    .unwrap()
    .omit({ accountNumber: true })
    .extend({
      accountType: z.enum(BANK_ACCOUNT_TYPES),
      cheque: storedFileRow,
      last4: z.string(),
      length: z.number(),
    })
    .nullable(),
  documents: documentsRow,
});
type SectionColumns = z.infer<typeof sectionColumnsRow>;

/** A held service's master, a held brand's and its products'. */
const ofService = serviceJoin('m', 's.service_id');
const ofBrand = brandJoin('br', 'bp.brand_id');
const ofProduct = productJoin('p', 'bp.product_id');

/**
 * The five sections of the profile whose row is aliased `alias`, as columns of one SELECT: services in the order added,
 * service areas as 'code#area', brands with their products (names from the masters), bank details and documents.
 */
export function sectionColumns(tables: SectionTables, alias: string): SQL {
  const t = (name: string) => sql.raw(name);
  const owner = sql.raw(tables.ownerColumn);
  const o = sql.raw(alias);
  return sql`
      COALESCE((
        SELECT json_agg(json_build_object('id', s.service_id, 'type', ${t(ofService.columns.type)},
                 'dailyCallCapacity', s.daily_call_capacity) ORDER BY s.position)
        FROM ${t(tables.services)} s ${t(ofService.join)} WHERE s.${owner} = ${o}.id
      ), '[]'::json) AS services,
      COALESCE((
        SELECT json_agg(a.pincode || '#' || a.area ORDER BY a.pincode, a.area)
        FROM ${t(tables.serviceAreas)} a WHERE a.${owner} = ${o}.id
      ), '[]'::json) AS "serviceAreaIds",
      COALESCE((
        SELECT json_agg(json_build_object('brandId', b.brand_id, 'name', b.name, 'products', b.products)
                 ORDER BY b.name, b.brand_id)
        FROM (
          SELECT bp.brand_id, ${t(ofBrand.columns.name)} AS name,
                 json_agg(json_build_object('productId', bp.product_id, 'name', ${t(ofProduct.columns.name)})
                   ORDER BY ${t(`${ofProduct.columns.name}, ${ofProduct.columns.id}`)}) AS products
          FROM ${t(tables.brandProducts)} bp ${t(`${ofBrand.join} ${ofProduct.join}`)}
          WHERE bp.${owner} = ${o}.id GROUP BY bp.brand_id, ${t(ofBrand.columns.name)}
        ) b
      ), '[]'::json) AS "brandsProducts",
      (
        SELECT json_build_object('ifscCode', k.ifsc_code, 'name', k.bank_name, 'branch', k.branch, 'city', k.city,
          'accountHolderName', k.account_holder_name, 'accountType', k.account_type, 'cheque', k.cheque,
          'last4', k.account_number_last4, 'length', k.account_number_length)
        FROM ${t(tables.bankDetails)} k WHERE k.${owner} = ${o}.id
      ) AS bank,
      ${documentsColumn(tables, alias)}`;
}

/** The owner's KYC documents as the `documents` column of a SELECT (a dealer holds no other section). */
export function documentsColumn(tables: Pick<SectionTables, 'documents' | 'ownerColumn'>, alias: string): SQL {
  return sql`COALESCE((
        SELECT json_agg(json_build_object('_id', d.id, 'docType', d.doc_type, 'docNumber', d.doc_number, 'last4',
          d.doc_number_last4,
          'length', d.doc_number_length, 'file', d.file, 'mandatory', d.mandatory)
            ORDER BY d.mandatory DESC, d.created_at, d.id)
        FROM ${sql.raw(tables.documents)} d WHERE d.${sql.raw(tables.ownerColumn)} = ${sql.raw(alias)}.id
      ), '[]'::json) AS documents`;
}

/** The masked form of a number stored encrypted: what maskNumber gives for the whole number. */
const maskedFromParts = (last4: string, length: number) => maskNumber(last4.padStart(length, 'X'));

/** The sections as a profile answers them: Aadhar and account numbers masked. */
export function profileSections(row: SectionColumns): {
  services: PartnerService[];
  serviceAreaIds: string[];
  brandsProducts: BrandProducts[];
  bankDetails: BankDetails | null;
  documentDetails: KycDocument[];
} {
  const { bank } = row;
  return {
    services: row.services,
    serviceAreaIds: row.serviceAreaIds,
    brandsProducts: row.brandsProducts,
    bankDetails: bank && {
      ifscCode: bank.ifscCode,
      name: bank.name,
      branch: bank.branch,
      city: bank.city,
      accountHolderName: bank.accountHolderName,
      accountNumber: maskedFromParts(bank.last4, bank.length),
      accountType: bank.accountType,
      cheque: bank.cheque,
    },
    documentDetails: documentDetails(row.documents),
  };
}

/** Documents as a profile answers them: Aadhar numbers masked. */
export const documentDetails = (documents: SectionColumns['documents']): KycDocument[] =>
  documents.map((doc) => ({
    _id: doc._id,
    docType: doc.docType,
    docNumber: doc.docNumber ?? maskedFromParts(doc.last4 ?? '', doc.length ?? 0),
    file: doc.file,
    mandatory: doc.mandatory,
  }));

/** The address columns of a party's row (partners' office address, dealers' address), all null until one is given. */
export const addressColumnsRow = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.number().nullable(),
  area: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
type AddressColumns = z.infer<typeof addressColumnsRow>;

/** A party's address as the profile answers it: null until given, then every part ('' where left out). */
export const addressOf = (row: AddressColumns) =>
  row.addressLine1 === null
    ? null
    : {
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2 ?? '',
        landmark: row.landmark ?? '',
        pincode: Number(row.pincode),
        area: row.area ?? '',
        city: row.city ?? '',
        state: row.state ?? '',
      };
