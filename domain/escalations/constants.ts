/**
 * Escalations: the queue of customer complaints and enquiries an admin raises against a request or about nothing yet.
 * Zod-free, so the console's list configuration imports it without pulling a validator into the first load.
 */

/** A complaint is against a request; an enquiry is a customer's question, with or without a request. */
export const ESCALATION_KINDS = ['Complaint', 'Enquiry'] as const;

export const ESCALATION_CATEGORIES = [
  'Delay',
  'Technician conduct',
  'Quality of repair',
  'Billing',
  'Spare parts',
  'Pick-up',
  'Other',
] as const;

export const ESCALATION_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type EscalationPriority = (typeof ESCALATION_PRIORITIES)[number];

export const ESCALATION_STATUSES = ['Open', 'In progress', 'Resolved', 'Closed'] as const;
export type EscalationStatus = (typeof ESCALATION_STATUSES)[number];

/**
 * The moves a person may make: work starts (Open → In progress), the work is resolved with a remark saying how (from
 * Open or In progress), a resolved one is closed or reopened (Resolved → In progress); Closed is final.
 */
export const ESCALATION_MOVES: Readonly<Record<EscalationStatus, readonly EscalationStatus[]>> = {
  Open: ['In progress', 'Resolved'],
  'In progress': ['Resolved'],
  Resolved: ['In progress', 'Closed'],
  Closed: [],
};

export const canMoveEscalation = (from: EscalationStatus, to: EscalationStatus) => ESCALATION_MOVES[from].includes(to);

/** Hours from raising to the SLA deadline, per priority, unless ESCALATION_SLA_HOURS says otherwise. */
export const DEFAULT_ESCALATION_SLA_HOURS: Readonly<Record<EscalationPriority, number>> = {
  Urgent: 4,
  High: 24,
  Medium: 48,
  Low: 72,
};

/**
 * ESCALATION_SLA_HOURS (`Urgent:4,High:24,Medium:48,Low:72`): a priority left out keeps its default; a malformed entry
 * is an error, so a typo stops the server at start instead of silently keeping a deadline nobody meant.
 */
export function parseSlaHours(text: string | undefined): Record<EscalationPriority, number> {
  const hours = { ...DEFAULT_ESCALATION_SLA_HOURS };
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, value] = entry.split(':').map((part) => part.trim());
    const priority = ESCALATION_PRIORITIES.find((p) => p.toLowerCase() === name?.toLowerCase());
    const number = Number(value);
    if (!priority || !/^\d+$/.test(value ?? '') || number < 1 || number > 8760) {
      throw new Error(
        `ESCALATION_SLA_HOURS: "${entry}" must be <priority>:<hours> with a ` +
          `priority of ${ESCALATION_PRIORITIES.join(', ')} and 1 to 8760 hours`,
      );
    }
    hours[priority] = number;
  }
  return hours;
}

export const ESCALATION_SUBJECT_MAX = 200;
export const ESCALATION_TEXT_MAX = 4000;

export const ESCALATION_MESSAGES = {
  notFound: 'Escalation not found',
  requestNotFound: 'Request not found',
  customerNotFound: 'Customer not found',
  requestRequired: 'A complaint is raised against a request: Request id is required',
  customerRequired: 'Customer is required when no request is given',
  customerMismatch: "The customer is not the request's customer",
  assigneeNotStaff: 'Assignee must be an active admin or customer care user',
  moveNotAllowed: (from: string, to: string) => `An escalation cannot move from ${from} to ${to}`,
  remarkRequired: 'Remark is required to resolve an escalation',
  answerOnlyForEnquiry: 'Only an enquiry has an answer',
  closedUnchangeable: 'A closed escalation cannot be changed',
  nothingToChange: 'Nothing to change',
} as const;

/** The activity-log entity type of an escalation's history. */
export const ESCALATION_ENTITY = 'Escalation';
