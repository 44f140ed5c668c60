/**
 * What another module's statement may join of a request's lines: its repair row, its pick-up products and its issues,
 * each under `alias` for a request id expression (`on`, trusted SQL text), with the column expressions it reads.
 */

export function repairJoin(alias: string, on: string) {
  return {
    join: `JOIN requests ${alias} ON ${alias}.id = ${on}`,
    columns: { brandId: `${alias}.brand_id`, productId: `${alias}.product_id` },
  };
}

export function pickUpProductJoin(alias: string, on: string) {
  return {
    join: `JOIN pick_up_request_products ${alias} ON ${alias}.request_id = ${on}`,
    columns: {
      brandId: `${alias}.brand_id`,
      productId: `${alias}.product_id`,
      quantity: `${alias}.quantity`,
      eWasteItemId: `${alias}.e_waste_item_id`,
    },
  };
}

export function requestIssueJoin(alias: string, on: string) {
  return {
    join: `JOIN request_issues ${alias} ON ${alias}.request_id = ${on}`,
    columns: { requestId: `${alias}.request_id`, name: `${alias}.name` },
  };
}
