/**
 * What another module's statement may join of the customers: the customer of an id expression (`on`, trusted SQL
 * text), under `alias`, with the column expressions it reads. A left join unless the row always has its customer
 * (`inner`), the join a list's plan was written with.
 */
export function customerJoin(alias: string, on: string, { inner = false } = {}) {
  return {
    join: `${inner ? '' : 'LEFT '}JOIN customers ${alias} ON ${alias}.id = ${on}`,
    columns: {
      id: `${alias}.id`,
      userName: `${alias}.user_name`,
      firstName: `${alias}.first_name`,
      lastName: `${alias}.last_name`,
      /** The name a list shows: first and last, trimmed. */
      name: `trim(${alias}.first_name || ' ' || ${alias}.last_name)`,
      mobileNumber: `${alias}.mobile_number`,
    },
  };
}
