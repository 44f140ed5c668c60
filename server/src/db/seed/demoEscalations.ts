import { activityText, type ActivityText } from '../../../../domain/activityEvents';
import { activityRemark } from '../../../../domain/activityRemarks';
import { sql } from 'drizzle-orm';
import { ESCALATION_ENTITY, type EscalationPriority } from '../../../../domain/escalations/constants';
import type { AppContext } from '../../context';
import { hasRow, rowOf, idRow } from '../../platform/db';

interface DemoEscalation {
  kind: 'Complaint' | 'Enquiry';
  category: string;
  priority: EscalationPriority;
  subject: string;
  description: string;
  customerId: string;
  /** The customer's repair request at this position (oldest first); none for an enquiry about nothing yet. */
  request?: number;
  /** Hours ago it was raised. */
  raisedHoursAgo: number;
  assignee?: string;
  /** Where it stands, with the history that got it there (hours after raising, activity, remark). */
  status: 'Open' | 'In progress' | 'Resolved';
  steps: [number, ActivityText, string | null][];
  resolution?: string;
}

/**
 * The demo queue: a complaint past its SLA still being worked (the red marker), one resolved in time and an
 * enquiry waiting for its answer. Raised by the demo admin on the demo customers' requests; written once.
 */
export async function seedDemoEscalations(ctx: AppContext, admin: string, care: string): Promise<void> {
  if (await hasRow(ctx.db, sql`SELECT 1 FROM escalations LIMIT 1`)) return;
  const hours = ctx.config.escalationSlaHours;
  const demos: DemoEscalation[] = [
    {
      kind: 'Complaint',
      category: 'Delay',
      priority: 'Urgent',
      subject: 'Technician has not arrived',
      description: 'The customer waited the whole slot and nobody came or called. Asks for a visit today.',
      customerId: 'CUS000001',
      request: 0,
      raisedHoursAgo: hours.Urgent + 5,
      assignee: care,
      status: 'In progress',
      steps: [
        [0.5, activityText('escalationAssigned', { assignee: care }), null],
        [
          1,
          activityText('statusChanged', { status: 'In progress' }),
          'Called GreenFix: the technician is on another job',
        ],
      ],
    },
    {
      kind: 'Complaint',
      category: 'Quality of repair',
      priority: 'High',
      subject: 'Phone overheats after the repair',
      description: 'Since the screen was replaced the phone gets hot while charging.',
      customerId: 'CUS000001',
      request: 1,
      raisedHoursAgo: 48,
      status: 'Resolved',
      steps: [
        [
          hours.High - 4,
          activityText('statusChanged', { status: 'Resolved' }),
          'Technician revisited and replaced the faulty charging port free of charge',
        ],
      ],
      resolution: 'Technician revisited and replaced the faulty charging port free of charge',
    },
    {
      kind: 'Enquiry',
      category: 'Billing',
      priority: 'Low',
      subject: 'When is the pick-up paid out?',
      description: 'The customer asks when the reward points for the e-waste pick-up will show in the app.',
      customerId: 'CUS000002',
      raisedHoursAgo: 3,
      status: 'Open',
      steps: [],
    },
  ];
  for (const demo of demos) {
    const request =
      demo.request === undefined
        ? undefined
        : await rowOf(
            ctx.db,
            idRow,
            sql`SELECT id FROM requests WHERE customer_id = ${demo.customerId} ORDER BY created_at, id
                OFFSET ${demo.request} LIMIT 1`,
          );
    if (demo.request !== undefined && !request) continue;
    const raisedAt = sql`now() - make_interval(mins => ${Math.round(demo.raisedHoursAgo * 60)}::int)`;
    const at = (after: number) =>
      sql`now() - make_interval(mins => ${Math.round((demo.raisedHoursAgo - after) * 60)}::int)`;
    const resolvedAfter = demo.status === 'Resolved' ? demo.steps[demo.steps.length - 1][0] : undefined;
    await ctx.db.transaction(async (tx) => {
      const created = await rowOf(
        tx,
        idRow,
        sql`INSERT INTO escalations (kind, category, priority, status, subject, description, request_id, customer_id,
            assignee, due_at, resolved_at, resolution, raised_by, created_at, last_update)
            VALUES (${demo.kind}, ${demo.category}, ${demo.priority}, ${demo.status}, ${demo.subject},
              ${demo.description}, ${request?.id ?? null}, ${demo.customerId},
                    ${demo.assignee ?? null}, ${raisedAt} + make_interval(hours => ${hours[demo.priority]}::int),
                      ${resolvedAfter === undefined ? null : at(resolvedAfter)},
                    ${demo.resolution ?? null}, ${admin}, ${raisedAt}, now())
            RETURNING id`,
      );
      const raised = activityText(demo.kind === 'Enquiry' ? 'enquiryRaised' : 'complaintRaised');
      const steps: [number, ActivityText, string | null][] = [
        [
          0,
          raised,
          activityRemark('escalationRaised', {
            category: demo.category,
            priority: demo.priority,
            subject: demo.subject,
          }),
        ],
        ...demo.steps,
      ];
      for (const [after, activity, remark] of steps) {
        await tx.execute(
          sql`INSERT INTO activity_logs (entity_id, entity_type, activity, remark, updated_by_user_name, timestamp)
              VALUES (${created!.id}, ${ESCALATION_ENTITY}, ${activity}, ${remark},
                ${after === 0 ? admin : (demo.assignee ?? admin)}, ${at(after)})`,
        );
      }
    });
  }
}
