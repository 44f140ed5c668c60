/**
 * What another module's list may join of the channel partners: the partner of an id expression (`on`, trusted SQL
 * text), under `alias`, with the column expressions it reads.
 */
export function partnerJoin(alias: string, on: string) {
  return {
    join: `LEFT JOIN channel_partners ${alias} ON ${alias}.id = ${on}`,
    columns: { name: `${alias}.name` },
  };
}
