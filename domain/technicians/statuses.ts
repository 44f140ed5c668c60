import { z } from '../zod';
import { SERVICE_IDS } from '../constants';
import { statusRemark } from '../channelPartner/status';
import type { MissingItem, ProfileCompleteness } from '../channelPartner/missingItems';
import { mayMove, type Move } from '../requests/statuses';
import { ROLES, type Role } from '../roles';
import { TECHNICIAN_PROFILE_MESSAGES } from './messages';
import type { TechnicianStatus } from './tabs';

export { TECHNICIAN_STATUSES, TECHNICIAN_TABS, type TechnicianStatus, type TechnicianTab } from './tabs';

/** Statuses in which the profile is filled in and may be submitted (the footer's Cancel and Submit show only then). */
export const TECHNICIAN_EDITABLE_STATUSES: readonly TechnicianStatus[] = ['Incomplete', 'Resubmission'];

const { admin, channelPartner } = ROLES;

/** POST technician/{id}/submit: the partner (for its own technicians) or an admin. */
const TECHNICIAN_SUBMIT_MOVE: Move<TechnicianStatus> = {
  from: TECHNICIAN_EDITABLE_STATUSES,
  to: 'Pending',
  by: [channelPartner, admin],
};

/** PUT technician/status: an admin's decision on a pending profile, each with a remark. */
const TECHNICIAN_APPROVAL_MOVES: readonly Move<TechnicianStatus>[] = [
  { from: ['Pending'], to: 'Active', by: [admin] },
  { from: ['Pending'], to: 'Rejected', by: [admin] },
  { from: ['Pending'], to: 'Resubmission', by: [admin] },
];

const TECHNICIAN_MOVES: readonly Move<TechnicianStatus>[] = [TECHNICIAN_SUBMIT_MOVE, ...TECHNICIAN_APPROVAL_MOVES];

/** Whether `role` may move a technician profile from `from` to `to`. */
export const mayMoveTechnician = (from: TechnicianStatus, to: TechnicianStatus, role: Role) =>
  mayMove(TECHNICIAN_MOVES, from, to, role);

export const TECHNICIAN_DECISIONS = [
  'Active',
  'Rejected',
  'Resubmission',
] as const satisfies readonly TechnicianStatus[];
export type TechnicianDecision = (typeof TECHNICIAN_DECISIONS)[number];

/** PUT technician/status {remark, status, id}. */
export const technicianStatusSchema = z.object({
  id: z.string({ message: 'Id is required' }).trim().min(1, 'Id is required').max(64),
  status: z.enum(TECHNICIAN_DECISIONS, { message: TECHNICIAN_PROFILE_MESSAGES.statusRequired }),
  remark: statusRemark,
});
export type TechnicianStatusUpdate = z.output<typeof technicianStatusSchema>;

/** The approval panel's form: the same call without the id, which the page knows. */
export const technicianApprovalFormSchema = technicianStatusSchema.omit({ id: true });

/** What the approval conditions read of a technician profile. */
type TechnicianCompleteness = Pick<ProfileCompleteness, 'serviceAreaIds' | 'services' | 'brandsProducts'>;
type TechnicianMissingItem = Extract<MissingItem, 'serviceAreas' | 'brandsProducts'>;

/** The missing-items banner's line for each item. */
export const TECHNICIAN_MISSING_ITEMS: Record<TechnicianMissingItem, string> = {
  serviceAreas: TECHNICIAN_PROFILE_MESSAGES.serviceAreasMissing,
  brandsProducts: TECHNICIAN_PROFILE_MESSAGES.brandsProductsMissing,
};

/**
 * The approval conditions (docs/rules/onboarding.md; submit is disabled and approve refused while any is missing):
 * service areas, and when the repair service is among the services, at least one brand and product.
 */
export function technicianMissingItems(profile: TechnicianCompleteness): TechnicianMissingItem[] {
  const missing: TechnicianMissingItem[] = [];
  if (profile.serviceAreaIds.length === 0) missing.push('serviceAreas');
  const holdsRepair = profile.services.some((service) => service.id === SERVICE_IDS.repair);
  if (holdsRepair && profile.brandsProducts.length === 0) missing.push('brandsProducts');
  return missing;
}

export const technicianMissingLines = (items: readonly TechnicianMissingItem[]) =>
  items.map((item) => TECHNICIAN_MISSING_ITEMS[item]);

/**
 * Statuses in which the technician's partner edits the profile: while filling it, and once approved (not under review).
 */
export const TECHNICIAN_PARTNER_EDITABLE_STATUSES: readonly TechnicianStatus[] = [
  'Incomplete',
  'Resubmission',
  'Active',
];
