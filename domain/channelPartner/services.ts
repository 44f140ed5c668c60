import { z } from '../zod';
import { DAILY_CALL_CAPACITY_MAX, DAYS_OF_WEEK } from '../constants';
import { serviceAreaIdSchema } from '../profile/serviceAreas';

/** Messages of the services section (type and daily call capacity) and its toasts. */
export const SERVICE_MESSAGES = {
  typeRequired: 'Service Type is Required',
  capacityInteger: 'Must be an integer',
  capacityNumber: 'Must be a number',
  capacityPositive: 'Should be greater than 0',
  capacityTooLarge: `Should be at most ${DAILY_CALL_CAPACITY_MAX}`,
  capacityRequired: 'Call Capacity is Required',
  added: 'Service Added',
  updated: 'Service Updated',
  deleted: 'Service Deleted',
  deleteTitle: 'Are You Sure?',
  deleteConfirm: 'Are you really want to delete the Service?',
  duplicate: 'This service is already added',
  unknown: 'Unknown service',
  /** A technician offers only services its channel partner offers. */
  notOffered: 'This service is not offered by the channel partner',
  notFound: 'Service not found in this profile',
} as const;

const capacity = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? SERVICE_MESSAGES.capacityRequired
          : SERVICE_MESSAGES.capacityNumber,
    })
    .refine((n) => !Number.isNaN(n), { message: SERVICE_MESSAGES.capacityNumber, abort: true })
    .int(SERVICE_MESSAGES.capacityInteger)
    .gt(0, SERVICE_MESSAGES.capacityPositive)
    .max(DAILY_CALL_CAPACITY_MAX, SERVICE_MESSAGES.capacityTooLarge),
);

/**
 * PATCH channel-partner/{id}/service and service/update: {id, type, dailyCallCapacity}; id is the master service id.
 */
export const partnerServiceSchema = z.object({
  id: z.string({ message: SERVICE_MESSAGES.typeRequired }).trim().min(1, SERVICE_MESSAGES.typeRequired),
  type: z.string().trim().max(255).optional(),
  dailyCallCapacity: capacity,
});
export type PartnerServiceInput = z.input<typeof partnerServiceSchema>;

export interface PartnerService {
  id: string;
  type: string;
  dailyCallCapacity: number;
}

/** Messages of the pincode-day mapping and its toasts. */
export const DAY_AREA_MESSAGES = {
  dayRequired: 'Day is required',
  areasRequired: 'Select at least one area',
  noServiceAreas: 'Please add atleast 1 Service Area',
  noAreas: 'No areas are available for above selection',
  deleteConfirm: 'Are you really want to delete the Day and its associated pincodes?',
  added: 'PincodeDay Added',
  updated: 'PincodeDay Updated',
  deleted: 'PincodeDay Deleted',
  dayTaken: 'This day is already mapped',
  notServiceArea: 'Areas must be among the service areas of this profile',
  notFound: 'Day not found in this profile',
} as const;

export { DAY_NAMES } from '../constants';

/** PATCH channel-partner/{id}/dayAreas and dayAreas/update: a day 0 (Sunday)..6 and its areas ('code#area'). */
export const dayAreaSchema = z.object({
  day: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ message: DAY_AREA_MESSAGES.dayRequired })
      .int(DAY_AREA_MESSAGES.dayRequired)
      .min(DAYS_OF_WEEK[0], DAY_AREA_MESSAGES.dayRequired)
      .max(DAYS_OF_WEEK[6], DAY_AREA_MESSAGES.dayRequired),
  ),
  areas: z
    .array(serviceAreaIdSchema, { message: DAY_AREA_MESSAGES.areasRequired })
    .min(1, DAY_AREA_MESSAGES.areasRequired)
    .max(5000),
});

export interface DayArea {
  /** The day itself identifies the mapping (DELETE .../dayAreas/{day}). */
  id: string;
  day: number;
  areas: string[];
}
