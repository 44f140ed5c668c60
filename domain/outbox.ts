import { z } from './zod';
import type { NotificationChannel } from './account/constants';

/** GET outbox: the newest messages first, optionally only those to one recipient. */
export const outboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(255).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Pending until a process delivers it (Sent) or it gives up after the last retry (Failed, with the reason). */
export type OutboxStatus = 'Pending' | 'Sent' | 'Failed';

export interface OutboxMessage {
  id: number;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  topic: string | null;
  status: OutboxStatus;
  attempts: number;
  /** When a Pending message is next tried. */
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}
