/**
 * What another module's list may join of the technicians: the technician of an id expression (`on`, trusted SQL text),
 * under `alias`, with the column expressions it reads. A left join unless the row always has its technician (`inner`).
 */
export function technicianJoin(alias: string, on: string, { inner = false } = {}) {
  return {
    join: `${inner ? '' : 'LEFT '}JOIN technicians ${alias} ON ${alias}.id = ${on}`,
    columns: {
      firstName: `${alias}.first_name`,
      lastName: `${alias}.last_name`,
      channelPartnerId: `${alias}.channel_partner_id`,
    },
  };
}
