import { z } from '../zod';

/** Messages of the Service Areas section and its toasts. */
export const SERVICE_AREA_MESSAGES = {
  noPincodes: 'Pincodes Are Not Available',
  noAreas: 'No areas are available for above selection',
  deleteConfirm: "Are you sure you want to delete this ServiceArea? This can't be undone.",
  added: 'Service Areas Added',
  deleted: 'ServiceArea Deleted',
  required: 'Select at least one area',
  invalid: "A service area is a pincode and an area joined by '#'",
  unknown: (id: string) => `Unknown service area ${id}`,
  /** A technician serves only its channel partner's own areas. */
  notOffered: (id: string) => `Not a service area of the channel partner: ${id}`,
  notFound: 'Service area not found in this profile',
} as const;

/** A service-area id: the pincode and the area joined by '#'. */
export const SERVICE_AREA_ID_PATTERN = /^[1-9][0-9]{5}#.+$/;
export const serviceAreaId = (code: number | string, area: string) => `${code}#${area}`;
export function parseServiceAreaId(id: string): { pincode: number; area: string } {
  const at = id.indexOf('#');
  return { pincode: Number(id.slice(0, at)), area: id.slice(at + 1) };
}

export const serviceAreaIdSchema = z.string().trim().regex(SERVICE_AREA_ID_PATTERN, SERVICE_AREA_MESSAGES.invalid);

/** PATCH <profile>/{id}/serviceAreas: area ids to add. */
export const serviceAreasSchema = z.object({
  serviceAreaIds: z
    .array(serviceAreaIdSchema, { message: SERVICE_AREA_MESSAGES.required })
    .min(1, SERVICE_AREA_MESSAGES.required)
    .max(5000),
});
