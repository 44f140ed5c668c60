import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import {
  ASSIGNABLE_STATUSES,
  assignTechnicianSchema,
  commentSchema,
  commentsFilterSchema,
  diagnosisSchema,
  OPERATION_TEXT_MAX,
  pickUpStatusChangeSchema,
  repairStatusChangeSchema,
  REQUEST_OPERATION_MESSAGES as M,
  requestKindOfId,
  statusChangeRefusal,
  statusMoveImpossible,
  statusMoveNotYours,
} from './operations';

const { admin, channelPartner, customerCare, dealer, technician } = ROLES;

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('PUT requests/{id}/status: the body', () => {
  it("keeps the spec's success toast", () => {
    expect(M.statusModified).toBe('Status of Request Modified Successfully');
  });

  it('takes a repair status with an optional remark, trimmed', () => {
    expect(repairStatusChangeSchema.parse({ status: 'Resolved', remark: '  Replaced the screen ' })).toEqual({
      status: 'Resolved',
      remark: 'Replaced the screen',
    });
    expect(repairStatusChangeSchema.parse({ status: 'Scheduled' })).toEqual({ status: 'Scheduled' });
  });

  it('refuses a status of the other kind, an unknown one, or none', () => {
    expect(errorsOf(repairStatusChangeSchema.safeParse({ status: 'Picked Up' }))).toEqual({ status: M.statusRequired });
    expect(errorsOf(repairStatusChangeSchema.safeParse({ status: 'open' }))).toEqual({ status: M.statusRequired });
    expect(errorsOf(repairStatusChangeSchema.safeParse({}))).toEqual({ status: M.statusRequired });
    expect(errorsOf(pickUpStatusChangeSchema.safeParse({ status: 'Resolved' }))).toEqual({ status: M.statusRequired });
  });

  it('needs a remark to cancel, blank not counting', () => {
    expect(errorsOf(repairStatusChangeSchema.safeParse({ status: 'Cancelled' }))).toEqual({
      remark: M.remarkRequiredToCancel,
    });
    expect(errorsOf(repairStatusChangeSchema.safeParse({ status: 'Cancelled', remark: '   ' }))).toEqual({
      remark: M.remarkRequiredToCancel,
    });
    expect(errorsOf(pickUpStatusChangeSchema.safeParse({ status: 'Cancelled' }))).toEqual({
      remark: M.remarkRequiredToCancel,
    });
    expect(repairStatusChangeSchema.safeParse({ status: 'Cancelled', remark: 'Customer travelling' }).success).toBe(
      true,
    );
    expect(
      errorsOf(repairStatusChangeSchema.safeParse({ status: 'Pending', remark: 'x'.repeat(OPERATION_TEXT_MAX + 1) })),
    ).toEqual({
      remark: `Must be at most ${OPERATION_TEXT_MAX} characters`,
    });
  });

  it('records a disposal method when a pick-up is completed, and only then', () => {
    expect(pickUpStatusChangeSchema.parse({ status: 'Completed', disposalMethod: 'Recycling' })).toEqual({
      status: 'Completed',
      disposalMethod: 'Recycling',
    });
    expect(errorsOf(pickUpStatusChangeSchema.safeParse({ status: 'Completed' }))).toEqual({
      disposalMethod: M.disposalRequired,
    });
    expect(errorsOf(pickUpStatusChangeSchema.safeParse({ status: 'Completed', disposalMethod: 'Burying' }))).toEqual({
      disposalMethod: M.disposalRequired,
    });
    expect(errorsOf(pickUpStatusChangeSchema.safeParse({ status: 'Picked Up', disposalMethod: 'Storage' }))).toEqual({
      disposalMethod: M.disposalOnlyOnCompletion,
    });
  });
});

describe('who may move a request where', () => {
  it('lets the field roles work a repair through, and the partner or an admin complete it', () => {
    expect(statusChangeRefusal('repair', 'Assigned', 'Scheduled', technician)).toBeUndefined();
    expect(statusChangeRefusal('repair', 'Scheduled', 'Pending', channelPartner)).toBeUndefined();
    expect(statusChangeRefusal('repair', 'Pending', 'Resolved', technician)).toBeUndefined();
    expect(statusChangeRefusal('repair', 'Resolved', 'Completed', admin)).toBeUndefined();
    expect(statusChangeRefusal('repair', 'Resolved', 'Completed', technician)).toBe(
      statusMoveNotYours('Resolved', 'Completed'),
    );
  });

  it('lets admin, customer care and the partner cancel before the work is done, never the technician', () => {
    for (const role of [admin, customerCare, channelPartner])
      expect(statusChangeRefusal('repair', 'Open', 'Cancelled', role)).toBeUndefined();
    expect(statusChangeRefusal('repair', 'Assigned', 'Cancelled', technician)).toBe(
      statusMoveNotYours('Assigned', 'Cancelled'),
    );
    expect(statusChangeRefusal('repair', 'Resolved', 'Cancelled', admin)).toBe(
      statusMoveImpossible('Resolved', 'Cancelled'),
    );
    expect(statusChangeRefusal('repair', 'Assigned', 'Resolved', customerCare)).toBe(
      statusMoveNotYours('Assigned', 'Resolved'),
    );
  });

  it('sends Open → Assigned to the technician assignment and the revisit to its own call', () => {
    expect(statusChangeRefusal('repair', 'Open', 'Assigned', admin)).toBe(M.assignTechnicianFirst);
    expect(statusChangeRefusal('pickUp', 'Open', 'Scheduled', channelPartner)).toBe(M.assignAgentFirst);
    expect(statusChangeRefusal('repair', 'Resolved', 'Scheduled', admin)).toBe(M.revisitInstead);
    expect(statusChangeRefusal('repair', 'Completed', 'Scheduled', channelPartner)).toBe(M.revisitInstead);
  });

  it('refuses what the table does not have, the same status, and a dealer anything', () => {
    expect(statusChangeRefusal('repair', 'Open', 'Completed', admin)).toBe(statusMoveImpossible('Open', 'Completed'));
    expect(statusChangeRefusal('repair', 'Cancelled', 'Open', admin)).toBe(statusMoveImpossible('Cancelled', 'Open'));
    expect(statusChangeRefusal('repair', 'Pending', 'Pending', admin)).toBe(M.sameStatus);
    expect(statusChangeRefusal('repair', 'Open', 'Cancelled', dealer)).toBe(statusMoveNotYours('Open', 'Cancelled'));
  });

  it('runs a pick-up Scheduled → Picked Up → Completed, cancellable until picked up', () => {
    expect(statusChangeRefusal('pickUp', 'Scheduled', 'Picked Up', technician)).toBeUndefined();
    expect(statusChangeRefusal('pickUp', 'Picked Up', 'Completed', channelPartner)).toBeUndefined();
    expect(statusChangeRefusal('pickUp', 'Picked Up', 'Completed', technician)).toBe(
      statusMoveNotYours('Picked Up', 'Completed'),
    );
    expect(statusChangeRefusal('pickUp', 'Scheduled', 'Cancelled', customerCare)).toBeUndefined();
    expect(statusChangeRefusal('pickUp', 'Picked Up', 'Cancelled', admin)).toBe(
      statusMoveImpossible('Picked Up', 'Cancelled'),
    );
  });

  it('assigns only before the work is done: the statuses a request may be cancelled from', () => {
    expect(ASSIGNABLE_STATUSES).toEqual({
      repair: ['Open', 'Assigned', 'Scheduled', 'Pending'],
      pickUp: ['Open', 'Scheduled'],
    });
  });
});

describe('assignment, diagnosis and comments bodies', () => {
  it('needs the request and the technician', () => {
    expect(assignTechnicianSchema.parse({ requestId: ' REQ00000001 ', technicianId: 'TECH101' })).toEqual({
      requestId: 'REQ00000001',
      technicianId: 'TECH101',
    });
    expect(errorsOf(assignTechnicianSchema.safeParse({ requestId: '', technicianId: ' ' }))).toEqual({
      requestId: M.requestRequired,
      technicianId: M.technicianRequired,
    });
  });

  it('needs a diagnosis and a comment, within the length of a long text', () => {
    expect(errorsOf(diagnosisSchema.safeParse({ diagnosis: '  ' }))).toEqual({ diagnosis: M.diagnosisRequired });
    expect(errorsOf(commentSchema.safeParse({ requestId: 'REQ00000001' }))).toEqual({ comment: M.commentRequired });
    expect(
      commentSchema.safeParse({ requestId: 'REQ00000001', comment: 'x'.repeat(OPERATION_TEXT_MAX + 1) }).success,
    ).toBe(false);
  });

  it('lists the comments of one request, named by an equal filter', () => {
    const parsed = commentsFilterSchema.parse({
      filters: [{ property: 'requestId', operator: 'equal', value: 'EREQ00000007' }],
    });
    expect(parsed).toMatchObject({ pageSize: 10, pageNumber: 1, sort: -1 });
    expect(errorsOf(commentsFilterSchema.safeParse({ filters: [] }))).toEqual({ filters: M.commentsFilter });
    expect(
      errorsOf(
        commentsFilterSchema.safeParse({ filters: [{ property: 'requestId', operator: 'contains', value: 'REQ' }] }),
      ),
    ).toEqual({ filters: M.commentsFilter });
    expect(
      errorsOf(commentsFilterSchema.safeParse({ filters: [{ property: 'requestId', operator: 'equal', value: ' ' }] })),
    ).toEqual({ filters: M.commentsFilter });
  });

  it('tells the kind of a request from its id prefix', () => {
    expect(requestKindOfId('REQ00001234')).toBe('repair');
    for (const prefix of ['EREQ', 'PREQ', 'UREQ', 'TREQ']) expect(requestKindOfId(`${prefix}00000001`)).toBe('pickUp');
    for (const id of ['XREQ00000001', 'REQ', 'req00000001', '00000001', 'REQ0001x'])
      expect(requestKindOfId(id)).toBeUndefined();
  });
});
