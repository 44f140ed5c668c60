import type { ActivityEventKey } from './activityEvents';
import { STATUS_MESSAGES } from './channelPartner/statuses';
import { textTemplate, valuesIn, writeTemplate } from './messages/templates';

/**
 * The remarks the server itself writes beside a timeline event (a person's own remark is stored as they typed it), as
 * `%{name}` templates like the events': GET activityLogs/{id} answers a remark's key and values with its English text,
 * and the console shows `activityRemarks.<key>` in the user's language, each value by its kind (activityChoices.ts).
 */
export const ACTIVITY_REMARKS = {
  booked: '%{date} %{slot}, %{paymentMethod}, total ₹%{total}',
  submittedForReview: STATUS_MESSAGES.submitted,
  requestDocument: '%{docType}: %{fileName}',
  documentType: '%{docType}',
  remarkAndDisposal: '%{remark}; Disposal method: %{disposalMethod}',
  disposal: 'Disposal method: %{disposalMethod}',
  partnerReplaced: "%{partner} (the previous partner's technician was unassigned)",
  paymentAsked: '%{payment}: ₹%{amount} (%{purpose}, %{method})',
  paymentWithRemark: '%{payment}: ₹%{amount}; %{reason}',
  paymentAmount: '%{payment}: ₹%{amount}',
  paymentLinkFailed: '%{payment}: failed',
  paymentLinkExpired: '%{payment}: expired',
  dailyCapacity: '%{service}: %{capacity} calls a day',
  dayAreaCount: '%{day}: %{count} areas',
  dayAreas: '%{day}: %{areas}',
  day: '%{day}',
  areaCount: '%{count} areas',
  encashed: '%{points} points',
  rewarded: '%{points} points: %{description}',
  escalationRaised: '%{category}, %{priority}: %{subject}',
  priorityFrom: 'From %{priority}; SLA %{hours} hours from raising',
  categoryFrom: 'From %{category}',
  rowsImported: '%{count} rows',
} as const;

export type ActivityRemarkKey = keyof typeof ACTIVITY_REMARKS;

/**
 * The remarks each event may carry, the more specific first; a remark of none of them is a person's, shown as it is.
 */
export const ACTIVITY_EVENT_REMARKS: Partial<Record<ActivityEventKey, readonly ActivityRemarkKey[]>> = {
  requestRaised: ['booked'],
  statusChanged: ['remarkAndDisposal', 'disposal'],
  partnerAssigned: ['partnerReplaced'],
  documentUploaded: ['requestDocument', 'documentType'],
  documentDeleted: ['documentType'],
  paymentAsked: ['paymentAsked'],
  paymentCancelled: ['paymentWithRemark'],
  paymentCollected: ['paymentWithRemark', 'paymentAmount'],
  paymentRefunded: ['paymentWithRemark'],
  paymentReceivedByLink: ['paymentAmount'],
  paymentByLinkFailed: ['paymentLinkFailed', 'paymentLinkExpired'],
  profileSubmitted: ['submittedForReview'],
  serviceAdded: ['dailyCapacity'],
  serviceUpdated: ['dailyCapacity'],
  dayAreaAdded: ['dayAreaCount', 'dayAreas'],
  dayAreaUpdated: ['dayAreaCount', 'dayAreas'],
  dayAreaDeleted: ['day'],
  serviceAreasAdded: ['areaCount'],
  rewardPointsEncashed: ['encashed'],
  rewardPointsCredited: ['rewarded'],
  rewardPointsDebited: ['rewarded'],
  complaintRaised: ['escalationRaised'],
  enquiryRaised: ['escalationRaised'],
  priorityChanged: ['priorityFrom'],
  categoryChanged: ['categoryFrom'],
  pincodesImported: ['rowsImported'],
};

const TEMPLATES = Object.fromEntries(
  Object.entries(ACTIVITY_REMARKS).map(([key, text]) => [key, textTemplate(text)]),
) as Record<ActivityRemarkKey, ReturnType<typeof textTemplate>>;

/** The English text of a remark the server writes. */
export const activityRemark = (key: ActivityRemarkKey, values: Readonly<Record<string, string | number>> = {}) =>
  writeTemplate(ACTIVITY_REMARKS[key], values);

interface ActivityRemark {
  key: ActivityRemarkKey;
  values: Record<string, string>;
}

/**
 * The remark a stored text is, beside its event (rows written before the keys included); undefined for a person's
 * remark.
 */
export function activityRemarkOf(
  event: ActivityEventKey | null | undefined,
  remark: string | null | undefined,
): ActivityRemark | undefined {
  if (!event || !remark) return undefined;
  for (const key of ACTIVITY_EVENT_REMARKS[event] ?? []) {
    const values = valuesIn(TEMPLATES[key], remark);
    if (values) return { key, values };
  }
  return undefined;
}
