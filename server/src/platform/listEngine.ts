/**
 * The list engine behind every `getByPaginationAndFilter` (docs/rules/lists.md): a filter request becomes one
 * parameterised statement that writes the page as JSON (and counts when the page alone cannot tell the total).
 * Its parts, each in list/: the resource a module declares (resource.ts), filters as conditions (filters.ts), sort,
 * page and keyset reading as one query (query.ts), the count (count.ts), the answer (page.ts) and distinct values for
 * the filter bars (distinct.ts); exports read lists batch by batch through the same query (listExport.ts).
 */
export { distinctValues } from './list/distinct';
export { indiaDay, INDIA_TIME_ZONE } from './list/filters';
export { answerList, listSerializer, pagedSchema, runList } from './list/page';

export { buildListQuery, SEEK_KEY, SEEK_SORT, seekBlocks, type ListSeek } from './list/query';
export {
  defineListResource,
  type Bind,
  type ListProperty,
  type ListResource,
  type PropertyType,
} from './list/resource';
