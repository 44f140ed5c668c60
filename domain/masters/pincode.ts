import { z } from '../zod';
import { PINCODE_MAX, PINCODE_MIN } from '../constants';
import { ACTIVE_STATES } from '../enums';

const text = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(255);

/** Pincode record: code (number), area, city, district, state, status. */
const pincodeCode = z.coerce
  .number({ message: 'Not a valid Pincode' })
  .int('Not a valid Pincode')
  .min(PINCODE_MIN, 'Not a valid Pincode')
  .max(PINCODE_MAX, 'Not a valid Pincode');

export const pincodeCreateSchema = z.object({
  code: pincodeCode,
  area: text('Area'),
  city: text('City'),
  district: text('District'),
  state: text('State'),
  status: z.enum(ACTIVE_STATES).default('Active'),
});
export const pincodeUpdateSchema = pincodeCreateSchema.extend({
  id: z.coerce.number().int().positive('Id is required'),
});

export interface Pincode {
  id: number;
  code: number;
  area: string;
  city: string;
  district: string;
  state: string;
  status: (typeof ACTIVE_STATES)[number];
}

/** Cascade of GET master/pincodes/distinct: state -> district -> city -> code. */
export const pincodeDistinctQuerySchema = z.object({
  field: z.enum(['state', 'district', 'city', 'code', 'area']),
  state: z.string().optional(),
  district: z.string().optional(),
  city: z.string().optional(),
  code: z.coerce.number().int().optional(),
});
