/**
 * What another module's list may join of the technicians: the technician of an id expression (`on`, trusted SQL text),
 * under `alias`, with the column expressions it reads.
 */
export function technicianJoin(alias: string, on: string) {
  return {
    join: `LEFT JOIN technicians ${alias} ON ${alias}.id = ${on}`,
    columns: {
      firstName: `${alias}.first_name`,
      lastName: `${alias}.last_name`,
      channelPartnerId: `${alias}.channel_partner_id`,
    },
  };
}
