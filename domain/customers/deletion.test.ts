import { describe, expect, it } from 'vitest';
import {
  DELETION_MESSAGES,
  DELETION_STATUSES,
  deletionStatusUpdateSchema,
  isDecidable,
  nextDeletionStatus,
} from './deletion';
import { ERASED_TEXT, ERASURE_LIST, erasureSummary } from './deletionErasure';

describe('deletion request statuses', () => {
  it('moves open to revoked or deleted, and nothing else', () => {
    expect(nextDeletionStatus('open', 'revoked')).toBe('revoked');
    expect(nextDeletionStatus('open', 'deleted')).toBe('deleted');
    for (const from of ['revoked', 'deleted'] as const) {
      expect(nextDeletionStatus(from, 'revoked')).toBeUndefined();
      expect(nextDeletionStatus(from, 'deleted')).toBeUndefined();
    }
    expect(DELETION_STATUSES.filter(isDecidable)).toEqual(['open']);
  });

  it('takes {username, status, remark}: a decision and a remark', () => {
    expect(
      deletionStatusUpdateSchema.parse({ username: ' 9876500001 ', status: 'deleted', remark: ' Asked twice ' }),
    ).toEqual({
      username: '9876500001',
      status: 'deleted',
      remark: 'Asked twice',
    });
    const errors = (body: object) => deletionStatusUpdateSchema.safeParse(body).error?.flatten().fieldErrors;
    expect(errors({ username: '9876500001', status: 'open', remark: 'x' })).toEqual({
      status: [DELETION_MESSAGES.statusRequired],
    });
    expect(errors({ username: '', status: 'revoked', remark: '' })).toEqual({
      username: [DELETION_MESSAGES.usernameRequired],
      remark: ['Remark is required'],
    });
  });
});

describe('the erasure list', () => {
  const columnsOf = (table: string) => ERASURE_LIST.find((rule) => rule.table === table)?.columns ?? {};

  it('erases every personal column of the customer and the copies requests, messages and logs keep', () => {
    expect(columnsOf('customers')).toEqual({
      first_name: 'firstName',
      last_name: 'lastName',
      email: 'blank',
      mobile_number: 'token',
      alt_mobile_number: 'blank',
      user_name: 'token',
      referral_code: 'token',
    });
    expect(columnsOf('customer_addresses')).toMatchObject({ line1: 'blank', line2: 'blank', landmark: 'blank' });
    expect(columnsOf('customer_products')).toMatchObject({ serial_no: 'blank', additional_documents: 'noFiles' });
    for (const table of ['requests', 'pick_up_requests'])
      expect(columnsOf(table)).toMatchObject({ user_name: 'token', address_line1: 'blank', address_line2: 'blank' });
    expect(columnsOf('outbox')).toEqual({
      recipient: 'recipient',
      subject: 'scrub',
      body: 'scrub',
      status: 'delivery',
      last_error: 'deliveryError',
    });
    expect(columnsOf('user_deletion_requests')).toMatchObject({ customer_name: 'name', user_name: 'token' });
    expect(columnsOf('activity_logs')).toEqual({ remark: 'scrub' });
    // Every free text people write about the customer: comments, diagnosis, remarks, escalations, payment notes.
    expect(columnsOf('escalations')).toEqual({
      subject: 'scrub',
      description: 'scrub',
      resolution: 'scrub',
      answer: 'scrub',
    });
    for (const [table, column] of [
      ['request_issues', 'description'],
      ['request_comments', 'comment'],
      ['escalation_comments', 'comment'],
      ['payment_transactions', 'remark'],
      ['request_documents', 'file'],
    ])
      expect(columnsOf(table)[column], table).toBe('scrub');
    // The accounting stays: amounts, statuses and points are never in the list (a message's delivery status is no
    // accounting).
    const erased = ERASURE_LIST.filter((rule) => rule.table !== 'outbox').flatMap((rule) => Object.keys(rule.columns));
    for (const kept of ['points', 'amount_paise', 'total_paise', 'status', 'reward_points'])
      expect(erased).not.toContain(kept);
  });

  it('marks erased text without a digit, so a scrubbed text holds no part of a mobile', () => {
    expect(ERASED_TEXT).not.toMatch(/\d/);
  });

  it('summarises an erasure by table, columns and rows, never a value', () => {
    expect(
      erasureSummary([
        { table: 'customers', rows: 1 },
        { table: 'outbox', rows: 2 },
        { table: 'stored_files', rows: 3, removed: true },
      ]),
    ).toBe(
      'customers(first_name, last_name, email, mobile_number, alt_mobile_number, user_name, ' +
        'referral_code): 1; outbox(recipient, subject, body, status, last_error): 2; stored_files removed: 3',
    );
  });
});
