import { useListPaginationContext } from 'ra-core';
import { Pager } from './Pager';

/** The Pager as a react-admin list pagination. */
export function ListPager() {
  const { page, perPage, total, setPage } = useListPaginationContext();
  if (!total) return null;
  return <Pager page={page} pageCount={Math.ceil(total / perPage)} onChange={setPage} />;
}
