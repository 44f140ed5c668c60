import { z } from '../zod';

/** Messages of the Product & Brands section and its toasts. */
export const BRAND_PRODUCT_MESSAGES = {
  empty: 'No Products Added',
  unavailable: 'Brands or products are not available',
  brandRequired: 'Brand is required',
  productsRequired: 'Select at least one product',
  added: 'Brand and Products Added',
  updated: 'Products Updated',
  deleted: 'Brand Deleted',
  deleteConfirm: 'Are you sure you want to delete this Brand and its products?',
  duplicate: 'This brand is already added; edit its products instead',
  notFound: 'Brand not found in this profile',
  brandUnavailable: 'This brand is not available',
  productUnavailable: 'Some of these products are not available',
  // A technician repairs only its channel partner's own brands and products, and only with the repair service.
  brandNotOffered: "This brand is not one of the channel partner's brands",
  productNotOffered: "Some of these products are not the channel partner's products of this brand",
  repairRequired: 'Add the Repair service before adding brands and products',
} as const;

/** Brand-product assignment: brandId, name, products[{productId, name}]. */
export const brandProductsSchema = z.object({
  brandId: z
    .string({ message: BRAND_PRODUCT_MESSAGES.brandRequired })
    .trim()
    .min(1, BRAND_PRODUCT_MESSAGES.brandRequired),
  name: z.string().trim().max(255).optional(),
  products: z
    .array(z.object({ productId: z.string().trim().min(1), name: z.string().trim().max(255).optional() }), {
      message: BRAND_PRODUCT_MESSAGES.productsRequired,
    })
    .min(1, BRAND_PRODUCT_MESSAGES.productsRequired)
    .max(500),
});

export interface BrandProducts {
  brandId: string;
  name: string;
  products: { productId: string; name: string }[];
}
