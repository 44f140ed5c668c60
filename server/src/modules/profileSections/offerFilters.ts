import type { SectionTables } from './owner';

/**
 * A profile's offer as a list filters and shows it: SQL text for the list engine, which composes its statement from
 * text with numbered parameters. `of` is the profile's id expression (trusted SQL text, such as `cp.id`); the
 * parameters are the list's placeholders (`$1`, ...) bound by the caller.
 */

/** The profile's 'code#area' service-area ids, comma-separated in order, for the text operators. */
export const serviceAreaIdsText = (tables: SectionTables, of: string) =>
  `(SELECT string_agg(a.pincode || '#' || a.area, ',' ORDER BY a.pincode, a.area) ` +
  `FROM ${tables.serviceAreas} a WHERE a.${tables.ownerColumn} = ${of})`;

/** The profile's 'brandId#productId' keys, comma-separated in order, for the text operators. */
export const brandProductKeysText = (tables: SectionTables, of: string) =>
  `(SELECT string_agg(bp.brand_id || '#' || bp.product_id, ',' ORDER BY bp.brand_id, bp.product_id) ` +
  `FROM ${tables.brandProducts} bp WHERE bp.${tables.ownerColumn} = ${of})`;

/**
 * The profile serves one of the areas the parameters name pairwise (`pincodes` an int[], `areas` a text[]): an index
 * lookup on its service areas.
 */
export const servesOneOfText = (tables: SectionTables, of: string, pincodes: string, areas: string) =>
  `EXISTS (SELECT 1 FROM ${tables.serviceAreas} a
    JOIN unnest(${pincodes}::int[], ${areas}::text[])
      AS wanted(pincode, area)
      ON a.pincode = wanted.pincode AND a.area = wanted.area
    WHERE a.${tables.ownerColumn} = ${of})`;

/** The profile repairs one of the brand-product pairs the parameters name pairwise (`brands`, `products`: text[]). */
export const repairsOneOfText = (tables: SectionTables, of: string, brands: string, products: string) =>
  `EXISTS (SELECT 1 FROM ${tables.brandProducts} bp
    JOIN unnest(${brands}::text[], ${products}::text[])
      AS wanted(brand_id, product_id)
      ON bp.brand_id = wanted.brand_id AND bp.product_id = wanted.product_id
    WHERE bp.${tables.ownerColumn} = ${of})`;
