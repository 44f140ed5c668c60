import { TECHNICIAN_PROFILE_MESSAGES as M } from '../../../../domain/technicians/messages';
import { conflict, databaseErrorCode } from '../../platform/errors';
import type { Executor } from '../../platform/db';
import { technicianByEmail, technicianByMobile } from './repository';

/** The contact details one technician holds alone: the mobile (its sign-in name) and, when given, the e-mail. */
interface TechnicianContacts {
  /** Ten digits. */
  mobile: string;
  /** Lower case; '' for none. */
  email: string;
}

export const mobileInUse = () => conflict(M.mobileInUse, { mobile: M.mobileInUse });

/** Field messages for the contacts another technician than `exceptId` already holds (none: {}). */
async function takenContacts(
  db: Executor,
  contacts: TechnicianContacts,
  exceptId?: string,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const byMobile = await technicianByMobile(db, contacts.mobile);
  if (byMobile && byMobile.id !== exceptId) errors.mobile = M.mobileInUse;
  const byEmail = contacts.email ? await technicianByEmail(db, contacts.email) : undefined;
  if (byEmail && byEmail.id !== exceptId) errors.email = M.emailInUse;
  return errors;
}

function contactsConflict(errors: Record<string, string>) {
  const first = Object.values(errors)[0];
  return first === undefined ? undefined : conflict(first, errors);
}

/** Refuses, with 409 and a field message each, a mobile or e-mail another technician holds. */
export async function assertContactsFree(db: Executor, contacts: TechnicianContacts, exceptId?: string) {
  const refusal = contactsConflict(await takenContacts(db, contacts, exceptId));
  if (refusal) throw refusal;
}

/**
 * The 409 of a write the unique indexes refused (technicians.mobile, technicians_email_uq): another technician took the
 * mobile or e-mail between the check and the write. Undefined for any other failure.
 */
export async function duplicateConflict(db: Executor, error: unknown, contacts: TechnicianContacts, exceptId?: string) {
  if (databaseErrorCode(error) !== '23505') return undefined;
  return contactsConflict(await takenContacts(db, contacts, exceptId)) ?? mobileInUse();
}
