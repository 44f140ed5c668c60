import { describe, expect, it } from 'vitest';
import {
  canMoveEscalation,
  DEFAULT_ESCALATION_SLA_HOURS,
  ESCALATION_MESSAGES,
  ESCALATION_STATUSES,
  parseSlaHours,
} from './constants';
import { escalationStatusSchema, raiseEscalationSchema, updateEscalationSchema } from './schemas';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const complaint = {
  kind: 'Complaint',
  category: 'Delay',
  priority: 'High',
  subject: 'Late',
  description: 'Nobody came',
  requestId: 'REQ00000001',
};

describe('escalation status moves', () => {
  it('allows exactly: start, resolve, close a resolved one, reopen a resolved one', () => {
    const allowed = ESCALATION_STATUSES.flatMap((from) =>
      ESCALATION_STATUSES.filter((to) => canMoveEscalation(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual([
      'Open → In progress',
      'Open → Resolved',
      'In progress → Resolved',
      'Resolved → In progress',
      'Resolved → Closed',
    ]);
  });

  it('needs a remark to resolve', () => {
    expect(errorsOf(escalationStatusSchema.safeParse({ status: 'Resolved', remark: '  ' }))).toEqual({
      remark: ESCALATION_MESSAGES.remarkRequired,
    });
    expect(escalationStatusSchema.safeParse({ status: 'Resolved', remark: 'Refunded' }).success).toBe(true);
    expect(escalationStatusSchema.safeParse({ status: 'Closed' }).success).toBe(true);
    expect(errorsOf(escalationStatusSchema.safeParse({ status: 'Done' }))).toEqual({
      status: 'Status must be one of Open, In progress, Resolved, Closed',
    });
  });
});

describe('raising', () => {
  it('needs a request for a complaint, and a request or a customer for an enquiry', () => {
    expect(raiseEscalationSchema.safeParse(complaint).success).toBe(true);
    expect(errorsOf(raiseEscalationSchema.safeParse({ ...complaint, requestId: '' }))).toEqual({
      requestId: ESCALATION_MESSAGES.requestRequired,
      userName: ESCALATION_MESSAGES.customerRequired,
    });
    expect(errorsOf(raiseEscalationSchema.safeParse({ ...complaint, kind: 'Enquiry', requestId: null }))).toEqual({
      userName: ESCALATION_MESSAGES.customerRequired,
    });
    expect(
      raiseEscalationSchema.safeParse({ ...complaint, kind: 'Enquiry', requestId: null, userName: '9876500001' })
        .success,
    ).toBe(true);
  });

  it('words each missing or wrong field', () => {
    expect(
      errorsOf(
        raiseEscalationSchema.safeParse({ ...complaint, subject: '', category: 'Weather', priority: undefined }),
      ),
    ).toEqual({
      subject: 'Subject is required',
      category:
        'Category must be one of Delay, Technician conduct, Quality of repair, Billing, Spare parts, Pick-up, Other',
      priority: 'Priority is required',
    });
    expect(errorsOf(raiseEscalationSchema.safeParse({ ...complaint, subject: 'x'.repeat(201) }))).toEqual({
      subject: 'Subject must be at most 200 characters',
    });
  });

  it('refuses an update that changes nothing', () => {
    expect(errorsOf(updateEscalationSchema.safeParse({}))).toEqual({ '': ESCALATION_MESSAGES.nothingToChange });
    expect(updateEscalationSchema.safeParse({ assignee: '' }).success).toBe(true);
  });
});

describe('ESCALATION_SLA_HOURS', () => {
  it('keeps the defaults when unset and overrides the priorities it names', () => {
    expect(parseSlaHours(undefined)).toEqual(DEFAULT_ESCALATION_SLA_HOURS);
    expect(parseSlaHours(' urgent:2, Low:96 ')).toEqual({ Urgent: 2, High: 24, Medium: 48, Low: 96 });
  });

  it('stops on an entry it cannot read', () => {
    expect(() => parseSlaHours('Urgent:0')).toThrow(/ESCALATION_SLA_HOURS/);
    expect(() => parseSlaHours('Soon:4')).toThrow(/ESCALATION_SLA_HOURS/);
    expect(() => parseSlaHours('High:1.5')).toThrow(/ESCALATION_SLA_HOURS/);
    expect(() => parseSlaHours('High')).toThrow(/ESCALATION_SLA_HOURS/);
  });
});
