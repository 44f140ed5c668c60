/**
 * What another module's statement may join of the masters: the master row of an id expression (`on`, trusted SQL
 * text), under `alias`, with the column expressions it reads. An inner join unless the row may name none (`left`), the
 * join the statement's plan was written with.
 */
function masterJoin<Columns extends Record<string, string>>(table: string, columnsOf: (alias: string) => Columns) {
  return (alias: string, on: string, { left = false }: { left?: boolean } = {}) => ({
    join: `${left ? 'LEFT ' : ''}JOIN ${table} ${alias} ON ${alias}.id = ${on}`,
    columns: columnsOf(alias),
  });
}

export const serviceJoin = masterJoin('services', (s) => ({ id: `${s}.id`, name: `${s}.name`, type: `${s}.type` }));

export const productJoin = masterJoin('products', (p) => ({
  id: `${p}.id`,
  name: `${p}.name`,
  categoryId: `${p}.category_id`,
}));

export const brandJoin = masterJoin('brands', (b) => ({ id: `${b}.id`, name: `${b}.name` }));

export const categoryJoin = masterJoin('categories', (c) => ({ name: `${c}.name` }));

export const uomJoin = masterJoin('uoms', (u) => ({
  id: `${u}.id`,
  code: `${u}.code`,
  /** The unit as a record shows it: { id, name, code }. */
  record: `json_build_object('id', ${u}.id, 'name', ${u}.name, 'code', ${u}.code)`,
}));

export const eWasteItemJoin = masterJoin('e_waste_items', (i) => ({
  id: `${i}.id`,
  name: `${i}.name`,
  uomId: `${i}.uom_id`,
}));

export const sparePartJoin = masterJoin('spare_parts', (sp) => ({
  name: `${sp}.name`,
  partNumber: `${sp}.part_number`,
}));

/**
 * The type of the service of an id expression (`on`, trusted SQL text), as a column of another module's statement
 * (a RETURNING list, where no join goes).
 */
export const serviceTypeOf = (on: string) => `(SELECT m.type FROM services m WHERE m.id = ${on})`;
