import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_LABELS } from '../../domain/channelPartner/timeSlots';
import { customerFixture, dayAhead, type Queryable, racePartner, repairBody } from './requests.helpers';
import {
  type ApiProcess,
  signInToProcess,
  startApiProcess,
  stopApiProcess,
  sharedPostgres,
} from './support/apiProcess';
import { eventually, mailServer, smsGateway } from './support/outbox';

const BOOKINGS = 200;
/** The process is killed when this many bookings were answered: mid-burst, with others committing and in flight. */
const KILL_AFTER = 60;
/**
 * Room for every booking in one slot (a quarter of the daily capacity), so each one commits unless the kill stops it.
 */
const DAILY_CAPACITY = 4 * BOOKINGS;
/** A gateway's answer takes this long (real ones take longer): bookings commit faster than their SMS leave. */
const GATEWAY_ANSWER_MS = 100;
/** The next process may take over a dead one's claimed messages after this (OUTBOX_LEASE_SECONDS). */
const OUTBOX = { OUTBOX_JOB_SECONDS: '1', OUTBOX_LEASE_SECONDS: '2' };

/** The request a booking SMS names ("Reloop: your request REQ00000012 is booked for …"). */
const bookedRequest = (body: string) => body.match(/^Reloop: your request (\S+) is booked for /)?.[1];
/** The request the partner's e-mail names ("New request REQ00000012 for you"). */
const partnerNotice = (subject: string) => subject.match(/^New request (\S+) for you$/)?.[1];

/*
 * Runs only on PostgreSQL (DATABASE_URL): a real API process with an SMS gateway and an SMTP server (test servers
 * recording every SMS and e-mail) is killed with SIGKILL during a burst of bookings and started again.
 */
describe.skipIf(!process.env.DATABASE_URL)(`kill -9 during ${BOOKINGS} bookings, then a restart`, () => {
  let shared: Awaited<ReturnType<typeof sharedPostgres>>;
  let db: Queryable;
  let gateway: Awaited<ReturnType<typeof smsGateway>>;
  let smtp: Awaited<ReturnType<typeof mailServer>>;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    shared = await sharedPostgres(process.env.DATABASE_URL!);
    db = shared.db;
    gateway = await smsGateway([], GATEWAY_ANSWER_MS);
    smtp = await mailServer();
  }, 60_000);

  afterAll(async () => {
    for (const api of apis) await stopApiProcess(api);
    await gateway?.close();
    await smtp?.close();
    await shared?.drop();
  }, 120_000);

  it(
    "delivers every committed booking's SMS and partner e-mail exactly once, " +
      'and none of a booking that did not commit',
    async () => {
      const env = { SMS_GATEWAY_URL: gateway.url, SMTP_URL: smtp.url, ...OUTBOX };
      const first = await startApiProcess(shared.url, env);
      apis.push(first);
      const partnerId = await racePartner(db, DAILY_CAPACITY);
      const customers = await Promise.all(Array.from({ length: 10 }, () => customerFixture(db)));
      const token = await signInToProcess(first);
      const appointmentSlot = { date: dayAhead(3), slot: SLOT_LABELS[1] };

      let answered = 0;
      const answers = await Promise.all(
        Array.from({ length: BOOKINGS }, async (_, i) => {
          try {
            const response = await fetch(`${first.baseUrl}/api/user/requests`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify(
                repairBody(customers[i % customers.length], partnerId, { appointmentSlot, paymentMethod: 'PayLater' }),
              ),
            });
            answered += 1;
            if (answered === KILL_AFTER) first.child.kill('SIGKILL');
            return response.status;
          } catch {
            return 0;
          }
        }),
      );
      await stopApiProcess(first, 'SIGKILL');
      const postedBeforeKill = gateway.posts.length;
      const unanswered = answers.filter((status) => status === 0).length;

      apis.push(await startApiProcess(shared.url, env));
      await eventually(
        async () =>
          (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE status = 'Pending'`))[0].n,
        (pending) => pending === 0,
        'messages still Pending after the restart',
      );

      const committed = (await db.query<{ id: string }>('SELECT id FROM requests')).map((r) => r.id);
      const accepted = gateway.sent().map((p) => bookedRequest(p.body));
      const timesSent = (id: string) => accepted.filter((named) => named === id).length;
      const resent = gateway.posts.length - gateway.sent().length;
      console.log(
        `outbox crash: ${BOOKINGS} bookings, killed after ${KILL_AFTER} ` +
          `answers (${unanswered} unanswered); ${committed.length} committed, ` +
          `${postedBeforeKill} SMS posted before the kill, ` +
          `${accepted.length} booking SMS accepted by the gateway in all, ` +
          `${committed.filter((id) => timesSent(id) === 0).length} lost, ` +
          `${resent} posted again; ${smtp.kept().length} partner e-mails`,
      );
      // The kill came mid-burst: some bookings had committed, others never got an answer, and the dead process left
      // committed bookings' SMS unsent (the gateway answers slower than bookings commit).
      expect(committed.length).toBeGreaterThanOrEqual(KILL_AFTER - 1);
      expect(unanswered).toBeGreaterThan(0);
      expect(postedBeforeKill).toBeLessThan(committed.length);
      expect({
        lost: committed.filter((id) => timesSent(id) === 0),
        twice: committed.filter((id) => timesSent(id) > 1),
      }).toEqual({ lost: [], twice: [] });
      expect(accepted.filter((id) => !id || !committed.includes(id))).toEqual([]);
      // The partner's e-mail of each booking likewise (a mail store keeps one per Message-ID).
      const mailed = smtp.kept().map((m) => partnerNotice(m.subject));
      const timesMailed = (id: string) => mailed.filter((named) => named === id).length;
      expect({
        lost: committed.filter((id) => timesMailed(id) === 0),
        twice: committed.filter((id) => timesMailed(id) > 1),
      }).toEqual({ lost: [], twice: [] });
      expect(mailed.filter((id) => !id || !committed.includes(id))).toEqual([]);
      expect(smtp.mails.length - smtp.kept().length).toBeLessThanOrEqual(1);
      // Sent one at a time: only the message in flight when the process died may reach the gateway a second time.
      expect(resent).toBeLessThanOrEqual(1);
      const [states] = await db.query<{ sent: number; other: number }>(
        `SELECT count(*) FILTER (WHERE status = 'Sent')::int AS sent,
          count(*) FILTER (WHERE status <> 'Sent')::int AS other FROM outbox`,
      );
      expect(states).toEqual({ sent: 2 * committed.length, other: 0 });
    },
    600_000,
  );
});
