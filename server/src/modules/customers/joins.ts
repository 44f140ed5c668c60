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

/** The column expressions a statement may read of a customer's product aliased `alias`. */
const productColumns = (alias: string) => ({
  id: `${alias}.id`,
  customerId: `${alias}.customer_id`,
  productId: `${alias}.product_id`,
  productType: `${alias}.product_type`,
  brandId: `${alias}.brand_id`,
  nickName: `${alias}.nick_name`,
  modelNo: `${alias}.model_no`,
  serialNo: `${alias}.serial_no`,
  status: `${alias}.status`,
});

/**
 * What another module's statement may join of the customers' products: the product of an id expression (`on`, trusted
 * SQL text) under `alias`, with the column expressions it reads. An inner join: the row always has its product.
 */
export function customerProductJoin(alias: string, on: string) {
  return { join: `JOIN customer_products ${alias} ON ${alias}.id = ${on}`, columns: productColumns(alias) };
}

/** The customers' products as a statement's first table, under `alias`, with the column expressions it reads. */
export function customerProductRows(alias: string) {
  return { from: `customer_products ${alias}`, columns: productColumns(alias) };
}
