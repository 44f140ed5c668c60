import { payments } from '../../db/schema';
import type { Transaction } from '../../platform/db';

/** What a booking asks to be paid: its total, by the method and in the status the booking chose. */
type BookingPayment = Pick<
  typeof payments.$inferInsert,
  'requestId' | 'requestKind' | 'method' | 'status' | 'amountPaise'
>;

/** Writes the payment a booking asks, in the booking's transaction (charges added later ask theirs: ./owed.ts). */
export async function askBookingPayment(tx: Transaction, payment: BookingPayment): Promise<void> {
  await tx.insert(payments).values(payment);
}
