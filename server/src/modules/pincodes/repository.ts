import { activityText } from '../../../../domain/activityEvents';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIVE_STATES } from '../../../../domain/enums';
import { maxPageSizeOf } from '../../../../domain/filters';
import type {
  Pincode,
  pincodeCreateSchema,
  pincodeDistinctQuerySchema,
  pincodeUpdateSchema,
} from '../../../../domain/masters/pincode';
import type { Database, DatabaseHandle } from '../../db/client';
import { recordActivity } from '../../platform/activityLog';
import { column, rowsOf } from '../../platform/db';
import type { AuthUser } from '../../platform/auth';
import { badRequest, databaseErrorCode } from '../../platform/errors';
import { defineListResource, distinctValues } from '../../platform/listEngine';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

type Executor = Pick<Database, 'execute'>;
type PincodeInput = z.output<typeof pincodeCreateSchema>;
type PincodeUpdate = z.output<typeof pincodeUpdateSchema>;
type DistinctQuery = z.output<typeof pincodeDistinctQuerySchema>;

const DUPLICATE_AREA = SERVER_MESSAGES.duplicateArea;

/** Filters the screens use: code equal/in (unique code+area index), state -> district -> city (cascade index). */
export const pincodeList = defineListResource<Pincode>({
  source: 'pincodes',
  properties: {
    id: { column: 'id', type: 'number', integer: true },
    code: { column: 'code', type: 'number', integer: true },
    area: { column: 'area', type: 'text' },
    city: { column: 'city', type: 'text' },
    district: { column: 'district', type: 'text' },
    state: { column: 'state', type: 'text' },
    status: { column: 'status', type: 'enum', values: ACTIVE_STATES },
  },
  defaultSortBy: 'code',
  key: 'id',
  maxPageSize: maxPageSizeOf('master/pincodes'),
});

const RECORD = sql.raw('id, code, area, city, district, state, status');

const pincodeRow: z.ZodType<Pincode> = z.object({
  id: column.number,
  code: column.number,
  area: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  status: z.enum(ACTIVE_STATES),
});
const records = (db: Executor, query: SQL) => rowsOf(db, pincodeRow, query);

export function createPincode(db: Database, input: PincodeInput, by: AuthUser) {
  return withUniqueArea(() =>
    db.transaction(async (tx) => {
      const [pincode] = await records(
        tx,
        sql`INSERT INTO pincodes (code, area, city, district, state, status)
            VALUES (${input.code}, ${input.area}, ${input.city}, ${input.district}, ${input.state}, ${input.status})
              RETURNING ${RECORD}`,
      );
      await recordActivity(tx, {
        entityId: String(pincode.id),
        entityType: 'pincode',
        activity: activityText('masterCreated', { master: 'Pincode' }),
        remark: describe(pincode),
        by,
      });
      return pincode;
    }),
  );
}

/** Undefined when no pincode has the id. */
export function updatePincode(db: Database, input: PincodeUpdate, by: AuthUser) {
  return withUniqueArea(() =>
    db.transaction(async (tx) => {
      const [before] = await records(tx, sql`SELECT ${RECORD} FROM pincodes WHERE id = ${input.id} FOR UPDATE`);
      if (!before) return undefined;
      const [pincode] = await records(
        tx,
        sql`UPDATE pincodes SET code = ${input.code}, area = ${input.area}, city = ${input.city},
            district = ${input.district},
            state = ${input.state}, status = ${input.status} WHERE id = ${input.id} RETURNING ${RECORD}`,
      );
      await recordActivity(tx, {
        entityId: String(pincode.id),
        entityType: 'pincode',
        activity: activityText('masterUpdated', { master: 'Pincode' }),
        remark: `${describe(before)} -> ${describe(pincode)}`,
        by,
      });
      return pincode;
    }),
  );
}

const describe = (p: Pincode) => `${p.code} ${p.area}, ${p.city}, ${p.district}, ${p.state} (${p.status})`;

async function withUniqueArea<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw badRequest(DUPLICATE_AREA, { area: DUPLICATE_AREA });
    throw error;
  }
}

/** Every state, for the list's filter bar (walks the cascade index: a few dozen probes, not 155k rows). */
export const pincodeStates = (database: DatabaseHandle) =>
  distinctValues<string>(database, { source: 'pincodes', column: 'state', loose: true });

const CASCADE = ['state', 'district', 'city'] as const;

/**
 * Sorted distinct values of one field of active pincodes within the chosen parents (state -> district -> city -> code
 * -> area).
 */
export function pincodeDistinct(database: DatabaseHandle, query: DistinctQuery) {
  const parents = { state: query.state, district: query.district, city: query.city, code: query.code };
  const where: [string, unknown][] = [...Object.entries(parents), ['status', 'Active']];
  const level = CASCADE.indexOf(query.field as (typeof CASCADE)[number]);
  // An index walk pays only when the parents are exactly the leading columns of the cascade index.
  const loose =
    level >= 0 &&
    Object.entries(parents).every(
      ([name, value]) => (value !== undefined) === CASCADE.slice(0, level).includes(name as never),
    );
  return distinctValues<string | number>(database, { source: 'pincodes', column: query.field, where, loose });
}
