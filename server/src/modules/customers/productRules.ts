import { sql } from 'drizzle-orm';
import { ALLOWED_DOCUMENT_MIME_TYPES } from '../../../../domain/constants';
import { type CustomerProduct, customerProductSchema } from '../../../../domain/customers/product';
import { FILE_MESSAGES, type FileRef } from '../../../../domain/files';
import { storedFile } from '../../../../domain/masters/common';
import { badRequest, fieldErrors } from '../../platform/errors';
import { INDIA_TIME_ZONE } from '../../platform/listEngine';
import { type Executor, rowsOf } from '../../platform/db';
import { publishedBrandName, publishedProductTypes } from '../masters';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

export const PRODUCT_FILE_ENTITY = 'customerProduct';
const PRODUCT_UNAVAILABLE = SERVER_MESSAGES.productUnavailable;
const BRAND_UNAVAILABLE = SERVER_MESSAGES.brandUnavailable;
const TYPE_UNAVAILABLE = SERVER_MESSAGES.productTypeUnavailable;

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The route's schema cannot know today: the body is checked again against today's date in India. */
export function productOfToday(body: unknown): CustomerProduct {
  const parsed = customerProductSchema(indiaDay.format(new Date())).safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  throw badRequest(Object.values(errors)[0], errors);
}

/** The product and brand are published masters, and the type one of the product's. */
export async function assertCatalogue(db: Executor, product: CustomerProduct) {
  const master = await publishedProductTypes(db, product.productId);
  if (!master) throw badRequest(PRODUCT_UNAVAILABLE, { productId: PRODUCT_UNAVAILABLE });
  if (master.types.length > 0 && !master.types.includes(product.productType))
    throw badRequest(TYPE_UNAVAILABLE, { productType: TYPE_UNAVAILABLE });
  if ((await publishedBrandName(db, product.brandId)) === undefined)
    throw badRequest(BRAND_UNAVAILABLE, { brandId: BRAND_UNAVAILABLE });
}

/**
 * The documents must be files the store keeps for this customer's products (uploaded with entityType 'customerProduct'
 * and the customer's id, checked by content there): the stored type wins over the one the client sent.
 */
export async function customerDocuments(
  db: Executor,
  customerId: string,
  refs: readonly { name: string; key: string }[],
): Promise<FileRef[]> {
  if (refs.length === 0) return [];
  const keys = sql.join(
    refs.map((ref) => sql`${ref.key}`),
    sql`, `,
  );
  const stored = await rowsOf(
    db,
    storedFile,
    sql`SELECT key, name, mime_type AS type FROM stored_files
      WHERE key IN (${keys}) AND entity_type = ${PRODUCT_FILE_ENTITY} AND entity_id = ${customerId}`,
  );
  const byKey = new Map(stored.map((file) => [file.key, file]));
  return refs.map((ref, index) => {
    const file = byKey.get(ref.key);
    const field = `additionalDocuments.${index}`;
    if (!file) throw badRequest(FILE_MESSAGES.notFound, { [field]: FILE_MESSAGES.notFound });
    if (!(ALLOWED_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type))
      throw badRequest(FILE_MESSAGES.unsupported, { [field]: FILE_MESSAGES.unsupported });
    return { name: ref.name || file.name, type: file.type as FileRef['type'], key: file.key };
  });
}
