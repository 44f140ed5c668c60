import { useListContext } from 'ra-core';
import { Pager } from './Pager';

/** The Pager as a react-admin list pagination; a capped count (the dataProvider's `meta.totalCapped`) shows as "N+". */
export function ListPager() {
  const { page, perPage, total, setPage, meta } = useListContext();
  if (!total) return null;
  return (
    <Pager
      page={page}
      pageCount={Math.ceil(total / perPage)}
      onChange={setPage}
      more={Boolean(meta?.totalCapped)}
      total={total}
      perPage={perPage}
    />
  );
}
