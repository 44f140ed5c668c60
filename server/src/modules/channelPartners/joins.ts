/**
 * What another module's statement may join of the channel partners: the partner of an id expression (`on`, trusted SQL
 * text), under `alias`, with the column expressions it reads. A left join unless the row always has its partner
 * (`inner`), the join the statement was written with.
 */
export function partnerJoin(alias: string, on: string, { inner = false } = {}) {
  return {
    join: `${inner ? '' : 'LEFT '}JOIN channel_partners ${alias} ON ${alias}.id = ${on}`,
    columns: { name: `${alias}.name` },
  };
}
