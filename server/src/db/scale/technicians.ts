import { MOBILE_PREFIX } from '../../../../domain/constants';
import { FIRST_NAMES, LAST_NAMES } from './customers';
import { countOf, sqlList, type ScaleKind } from './kind';

/** The partners synthetic technicians and requests are spread over: the first thousand by id. */
export const SCALE_PARTNERS = `SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM channel_partners ORDER BY id
    LIMIT 1000) p`;

/**
 * Synthetic technicians ('STEC' ids, Active, mobiles from 5000000000) spread evenly over the first thousand partners
 * (`--technicians 3000` gives each three), so synthetic requests past Open have someone assigned to them.
 */
export const technicians: ScaleKind = {
  table: 'technicians',
  count: (database) => countOf(database, `SELECT count(*)::int AS n FROM technicians WHERE id LIKE 'STEC%'`),
  insert: async (database, from, to) => {
    if (!(await countOf(database, `SELECT count(*)::int AS n FROM (SELECT 1 FROM channel_partners LIMIT 1) p`)))
      throw new Error('technicians need partners first: --partners N');
    await database.query(
      `WITH partners AS (${SCALE_PARTNERS})
       INSERT INTO technicians (id, channel_partner_id, first_name, last_name, email, mobile, user_name, status,
         created_at, last_update)
       SELECT 'STEC' || n, p.ids[1 + (n - 1) % cardinality(p.ids)],
         (${sqlList(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}],
              (${sqlList(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
                'scale-technician-' || n || '@reloop.test',
              (5000000000 + n)::text, '${MOBILE_PREFIX}' || (5000000000 + n), 'Active', now() - n * interval '1 minute',
                now() - n * interval '30 seconds'
       FROM generate_series($1::int, $2::int) AS n
       CROSS JOIN partners p
       ON CONFLICT DO NOTHING`,
      [from, to],
    );
  },
};
