import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_LABELS, TIME_SLOT_MESSAGES } from '../../domain/channelPartner/timeSlots';
import {
  caller,
  completeProfile,
  expecting,
  onboardPartner,
  startPartnerServer,
  type OnboardedPartner,
} from './channelPartners.helpers';
import { dayAhead, dealerFor } from './requests.helpers';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let partner: OnboardedPartner;
beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  partner = await onboardPartner(server, 'slots.partner@example.in', 'Slot Fixers');
  await completeProfile(server, partner.token, partner, 'Slot Fixers');
});
afterAll(() => server?.close());

// Within the booking window (AVAILABILITY_WINDOW_DAYS, 7 by default): days beyond it offer nothing, as the booking
// refuses them.
const FUTURE = { fromDate: dayAhead(2), toDate: dayAhead(4) };
const slots = (token: string | undefined, id: string, query: Record<string, string>) =>
  call(token, 'GET', `requests/calendar/timeSlots/channelPartner/${id}?${new URLSearchParams(query)}`);

describe('GET requests/calendar/timeSlots/channelPartner/{id} (spec 000 §7.2, spec 001 §9 slots)', () => {
  it('offers nothing until the partner is Active, then its daily capacity spread over the four slots', async () => {
    const pending = (await slots(server.tokens.admin, partner.id, FUTURE)).json();
    expect(pending.map((day: { available: number }) => day.available)).toEqual([0, 0, 0]);

    await json(partner.token, 'POST', `channel-partner/${partner.id}/submit`);
    await json(server.tokens.admin, 'PUT', 'channel-partner/status', {
      id: partner.id,
      status: 'Active',
      remark: 'ok',
      contractDetails: { startDate: '2026-01-01', endDate: '2027-01-01' },
    });
    const days = (await slots(server.tokens.admin, partner.id, FUTURE)).json();
    expect(days.map((day: { date: string }) => day.date)).toEqual([dayAhead(2), dayAhead(3), dayAhead(4)]);
    // The first service (SID101) has a daily call capacity of 8: 2 in each slot.
    expect(days[0]).toEqual({
      date: dayAhead(2),
      available: 8,
      slots: SLOT_LABELS.map((slot) => ({ slot, available: 2 })),
    });
    // Beyond the window nothing is offered.
    const beyond = (
      await slots(server.tokens.admin, partner.id, { fromDate: dayAhead(7), toDate: dayAhead(7) })
    ).json();
    expect(beyond[0].available).toBe(0);
    // SID102 has 3: the earlier slots take the remainder.
    const waste = (await slots(server.tokens.admin, partner.id, { ...FUTURE, serviceId: 'SID102' })).json();
    expect(waste[0].slots.map((s: { available: number }) => s.available)).toEqual([1, 1, 1, 0]);
  });

  it('offers nothing on past days', async () => {
    const days = (
      await slots(server.tokens.admin, partner.id, { fromDate: '2020-01-01', toDate: '2020-01-01' })
    ).json();
    expect(days).toEqual([
      { date: '2020-01-01', available: 0, slots: SLOT_LABELS.map((slot) => ({ slot, available: 0 })) },
    ]);
  });

  it('refuses a bad range with field messages', async () => {
    const backwards = await slots(server.tokens.admin, partner.id, { fromDate: '2099-01-07', toDate: '2099-01-05' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ toDate: TIME_SLOT_MESSAGES.range });
    const tooLong = await slots(server.tokens.admin, partner.id, { fromDate: '2099-01-01', toDate: '2099-03-01' });
    expect(tooLong.json().errors).toEqual({ toDate: TIME_SLOT_MESSAGES.tooLong });
  });

  it(
    'answers admins, customer care, an Active dealer and the partner itself; ' +
      '403 for another partner, technicians and a dealer not Active; 404 for an unknown id',
    async () => {
      expect((await slots(server.tokens.dealer, partner.id, FUTURE)).statusCode).toBe(403);
      await dealerFor(server.database, server.tokens.dealer, 'Active');
      expect((await slots(server.tokens.dealer, partner.id, FUTURE)).statusCode).toBe(200);
      expect((await slots(server.tokens.customerCare, partner.id, FUTURE)).statusCode).toBe(200);
      expect((await slots(partner.token, partner.id, FUTURE)).statusCode).toBe(200);
      expect((await slots(server.tokens.channelPartner, partner.id, FUTURE)).statusCode).toBe(403);
      expect((await slots(server.tokens.technician, partner.id, FUTURE)).statusCode).toBe(403);
      expect((await slots(undefined, partner.id, FUTURE)).statusCode).toBe(401);
      expect((await slots(server.tokens.admin, 'CP999999', FUTURE)).statusCode).toBe(404);
    },
  );
});
