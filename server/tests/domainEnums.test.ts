import { is } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNELS, TEAM_ACCESS } from '../../domain/account/constants';
import { PARTNER_STATUSES } from '../../domain/channelPartner/statuses';
import { DELETION_STATUSES, isDecidable } from '../../domain/customers/deletionStatuses';
import { DEALER_STATUSES } from '../../domain/dealers/statuses';
import { ACTIVE_STATES, PUBLISH_STATES } from '../../domain/enums';
import { canMoveEscalation, ESCALATION_KINDS, ESCALATION_STATUSES } from '../../domain/escalations/constants';
import { DRIVE_STATUSES } from '../../domain/ewasteDrives/constants';
import type { OutboxStatus } from '../../domain/outbox';
import { OPEN_PAYMENT_STATUSES } from '../../domain/payments/outstanding';
import { PAYMENT_PURPOSES } from '../../domain/payments/statuses';
import { PICKUP_STATUSES, REPAIR_STATUSES } from '../../domain/requests/statuses';
import { REWARD_EVENT_ID_TYPES } from '../../domain/rewards/constants';
import { TECHNICIAN_STATUSES } from '../../domain/technicians/tabs';
import * as schema from '../src/db/schema';

/**
 * The enumerations of domain/ against the database schema ("enums that agree with the schema"): every
 * value a check constraint, a partial index's condition or a text column's default names in server/src/db/schema/*.ts
 * is compared with the domain list it comes from. A constraint that lists a column's values must list exactly the
 * domain's; a condition or a default must name values of it. A new constraint, condition or default that names values
 * fails here until this file says which domain list it follows.
 */

/** OutboxStatus is a type: its values, which the compiler holds to it (no more, no fewer). */
const OUTBOX_STATUSES = Object.keys({ Pending: 0, Sent: 0, Failed: 0 } satisfies Record<OutboxStatus, 0>);

type Expectation = { values: readonly string[]; exactly: boolean };
const exactly = (values: readonly string[]): Expectation => ({ values, exactly: true });
const among = (values: readonly string[]): Expectation => ({ values, exactly: false });

/** Check constraints and partial-index conditions that name values, by name. */
const CONDITIONS: Record<string, Expectation> = {
  user_deletion_requests_status_ck: exactly(DELETION_STATUSES),
  ewaste_drives_status_ck: exactly(DRIVE_STATUSES),
  notification_choices_channel_ck: exactly(NOTIFICATION_CHANNELS),
  team_members_access_ck: exactly(TEAM_ACCESS),
  // Only an enquiry may stand without a request.
  escalations_request_or_enquiry: among(ESCALATION_KINDS),
  // The SLA index holds the escalations whose work is not resolved yet.
  escalations_open_due_idx: exactly(ESCALATION_STATUSES.filter((status) => canMoveEscalation(status, 'Resolved'))),
  // At most one open payment per request.
  payments_open_request_idx: exactly(OPEN_PAYMENT_STATUSES),
  // One credit per event and request: the system's reward events.
  reward_entries_event_uq: exactly(REWARD_EVENT_ID_TYPES),
  // At most one deletion request of a customer waiting for a decision.
  user_deletion_requests_open_uq: exactly(DELETION_STATUSES.filter(isDecidable)),
  outbox_due_idx: among(OUTBOX_STATUSES),
};

/** Tables of masters whose entries are published or not. */
const PUBLISHED_MASTERS = [
  'brands',
  'categories',
  'e_waste_items',
  'gst_slabs',
  'issues',
  'models',
  'products',
  'repair_services',
  'reward_points',
  'service_types',
  'services',
  'spare_parts',
  'uoms',
];

/** Text columns with a default, as table.column: the domain list the default is a value of. */
const DEFAULTS: Record<string, readonly string[]> = {
  ...Object.fromEntries(PUBLISHED_MASTERS.map((table) => [`${table}.status`, PUBLISH_STATES])),
  'pincodes.status': ACTIVE_STATES,
  'customer_products.status': ACTIVE_STATES,
  'channel_partners.status': PARTNER_STATUSES,
  'technicians.status': TECHNICIAN_STATUSES,
  'dealers.status': DEALER_STATUSES,
  'requests.status': REPAIR_STATUSES,
  'pick_up_requests.status': PICKUP_STATUSES,
  'payments.purpose': PAYMENT_PURPOSES,
  'user_deletion_requests.status': DELETION_STATUSES,
  'escalations.status': ESCALATION_STATUSES,
  'ewaste_drives.status': DRIVE_STATUSES,
  'team_members.access': TEAM_ACCESS,
  'outbox.status': OUTBOX_STATUSES,
};

/** Defaults that are no domain value: the payment sandbox imitates the gateway's own link statuses. */
const NOT_DOMAIN = new Set(['payment_sandbox_links.status']);

const dialect = new PgDialect();
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));
const literalsOf = (sqlText: string) =>
  [...sqlText.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1].replaceAll("''", "'"));

const conditions = tables.flatMap((table) => [
  ...table.checks.map((check) => ({ table: table.name, name: check.name, sql: dialect.sqlToQuery(check.value).sql })),
  ...table.indexes.flatMap((index) =>
    index.config.where
      ? [{ table: table.name, name: index.config.name ?? '', sql: dialect.sqlToQuery(index.config.where).sql }]
      : [],
  ),
]);
const namingValues = conditions.filter((condition) => literalsOf(condition.sql).length > 0);

const defaults = tables.flatMap((table) =>
  table.columns.flatMap((column) =>
    typeof column.default === 'string' && column.default !== ''
      ? [{ key: `${table.name}.${column.name}`, value: column.default }]
      : [],
  ),
);

describe('domain enumerations agree with the database schema', () => {
  it('reads the schema: its tables, and the constraints, conditions and defaults that name values', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(namingValues.map((condition) => condition.name).sort()).toEqual(Object.keys(CONDITIONS).sort());
    expect(
      defaults
        .map((d) => d.key)
        .filter((key) => !NOT_DOMAIN.has(key))
        .sort(),
    ).toEqual(Object.keys(DEFAULTS).sort());
  });

  it.each(Object.entries(CONDITIONS))('%s names the domain values', (name, expectation) => {
    const condition = namingValues.find((c) => c.name === name);
    expect(condition, `${name} is not in the schema any more`).toBeDefined();
    const named = literalsOf(condition!.sql);
    if (expectation.exactly) expect([...named].sort(), condition!.sql).toEqual([...new Set(expectation.values)].sort());
    else
      expect(
        named.filter((value) => !expectation.values.includes(value)),
        condition!.sql,
      ).toEqual([]);
  });

  it.each(Object.entries(DEFAULTS))('the default of %s is a domain value', (key, values) => {
    const found = defaults.find((d) => d.key === key);
    expect(found, `${key} has no default any more`).toBeDefined();
    expect(values).toContain(found!.value);
  });
});
