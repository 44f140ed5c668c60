/**
 * What another module's list may join of the customers: the customer of an id expression (`on`, trusted SQL text),
 * under `alias`, with the column expressions it reads.
 */
export function customerJoin(alias: string, on: string) {
  return {
    join: `LEFT JOIN customers ${alias} ON ${alias}.id = ${on}`,
    columns: {
      firstName: `${alias}.first_name`,
      lastName: `${alias}.last_name`,
      mobileNumber: `${alias}.mobile_number`,
    },
  };
}
