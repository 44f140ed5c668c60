import { z } from './zod';

/** GET outbox: the newest messages first, optionally only those to one recipient. */
export const outboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(255).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}
