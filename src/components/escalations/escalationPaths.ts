import type { EscalationRow } from '../../../domain/escalations/schemas';

/** The console's escalation pages, below /dashboard. */
export const escalationPaths = {
  list: 'escalations',
  detail: (id: string) => `escalations/${encodeURIComponent(id)}`,
  enquiry: (id: string) => `escalations/enquiry/${encodeURIComponent(id)}`,
};

/**
 * Where an escalation opens from the queue: an enquiry on its question-and-answer page, a complaint on its own page.
 */
export const escalationPathOf = (row: Pick<EscalationRow, 'id' | 'kind'>) =>
  row.kind === 'Enquiry' ? escalationPaths.enquiry(row.id) : escalationPaths.detail(row.id);
