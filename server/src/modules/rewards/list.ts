import {
  MANUAL_ID_TYPES,
  REWARD_EVENT_ID_TYPES,
  REWARD_HOLDER_TYPES,
  matrixColumn,
  monthsOf,
  type RewardLedgerRow,
  type RewardMatrix,
  type RewardMatrixRequest,
} from '../../../../domain/rewards';
import type { FilterEntry } from '../../../../domain/filters';
import type { DatabaseHandle } from '../../db/client';
import { defineListResource, distinctValues, INDIA_TIME_ZONE } from '../../platform/listEngine';
import { partnerJoin } from '../channelPartners';
import { customerJoin } from '../customers';
import { technicianJoin } from '../technicians';

const ofCustomer = customerJoin('c', 're.customer_id');
const ofTechnician = technicianJoin('t', 're.technician_id');
const ofPartner = partnerJoin('cp', 're.channel_partner_id');
const t = ofTechnician.columns;

/**
 * The partner an entry belongs to: the partner's own, or its technician's (customers' entries belong to no partner).
 */
const ENTRY_PARTNER = `COALESCE(re.channel_partner_id, ${t.channelPartnerId})`;

const SOURCE = `reward_entries re
  ${ofCustomer.join}
  ${ofTechnician.join}
  ${ofPartner.join}`;

/**
 * POST rewards/getByPaginationAndFilter: the ledger, newest entry first; each row carries the holder's balance after
 * it.
 */
export const rewardLedger = defineListResource<RewardLedgerRow>({
  source: SOURCE,
  countSource: 'reward_entries re',
  properties: {
    entryId: { column: 're.id::text', type: 'text' },
    userName: { column: 're.user_name', type: 'text' },
    holderType: { column: 're.holder_type', type: 'enum', values: REWARD_HOLDER_TYPES },
    holderId: { column: 're.holder_id', type: 'text' },
    holderName: {
      column: `COALESCE(${ofCustomer.columns.firstName} || ' ' || ${ofCustomer.columns.lastName},
          ${t.firstName} || ' ' || ${t.lastName}, ${ofPartner.columns.name})`,
      type: 'text',
    },
    id: { column: 're.ref_id', type: 'text' },
    idType: { column: 're.id_type', type: 'enum', values: [...REWARD_EVENT_ID_TYPES, ...MANUAL_ID_TYPES] },
    description: { column: 're.description', type: 'text' },
    points: { column: 're.points', type: 'number', integer: true },
    balance: { column: 're.balance', type: 'number', integer: true },
    createdAt: { column: 're.created_at', type: 'timestamp' },
    channelPartnerId: { column: ENTRY_PARTNER, type: 'text' },
  },
  fields: [
    'entryId',
    'userName',
    'holderType',
    'holderId',
    'holderName',
    'id',
    'idType',
    'description',
    'points',
    'balance',
    'createdAt',
  ],
  defaultSortBy: 'createdAt',
  key: 're.id',
});

/** A channel partner's ledger: its own entries and its technicians'. */
export const partnerScope = (partnerId: string | undefined): FilterEntry[] =>
  partnerId === undefined ? [] : [{ property: 'channelPartnerId', operator: 'equal', value: partnerId }];

/** GET rewards/filtersData: the holder types and entry kinds, and the user names of the caller's ledger. */
export async function rewardFiltersData(database: DatabaseHandle, partnerId: string | undefined) {
  const where: [string, unknown][] = [[ENTRY_PARTNER, partnerId]];
  const of = (column: string) => distinctValues<string>(database, { source: SOURCE, column, where });
  const [holderType, idType, userName] = await Promise.all([
    of('re.holder_type'),
    of('re.id_type'),
    of('re.user_name'),
  ]);
  return { holderType, idType, userName };
}

/**
 * POST rewards/getRewardTransactionMatrix: per month (India time) and idType, the points credited, debited and encashed
 * (the two last as positive numbers) over the range, in the caller's scope; every month of the range is listed.
 */
export async function rewardMatrix(
  database: DatabaseHandle,
  range: RewardMatrixRequest,
  partnerId: string | undefined,
): Promise<RewardMatrix> {
  const params: unknown[] = [range.fromDate, range.toDate];
  const scope = partnerId === undefined ? '' : `AND ${ENTRY_PARTNER} = $${params.push(partnerId)}`;
  const day = `(re.created_at AT TIME ZONE '${INDIA_TIME_ZONE}')`;
  const rows = await database.query<{ month: string; idType: string; credits: number; negatives: number }>(
    `SELECT to_char(${day}, 'YYYY-MM') AS month, re.id_type AS "idType",
        COALESCE(sum(re.points) FILTER (WHERE re.points > 0), 0)::int AS credits,
        COALESCE(-sum(re.points) FILTER (WHERE re.points < 0), 0)::int AS negatives
      FROM reward_entries re ${ofTechnician.join}
      WHERE ${day} >= $1::date AND ${day} < $2::date + 1 ${scope}
      GROUP BY 1, 2 ORDER BY 1, 2`,
    params,
  );
  const cells = rows.map((row) => {
    const negative = Number(row.negatives);
    const column = matrixColumn(row.idType, -1);
    return {
      month: row.month,
      idType: row.idType,
      credited: Number(row.credits),
      debited: column === 'debited' ? negative : 0,
      encashed: column === 'encashed' ? negative : 0,
    };
  });
  return { months: monthsOf(range.fromDate, range.toDate), cells };
}
