import { useListContext } from 'ra-core';
import { ErrorBlock } from '../ErrorBlock';

/** The generic error block as a react-admin list's error view. */
export function ListErrorBlock() {
  const { refetch } = useListContext();
  return <ErrorBlock onReload={() => void refetch()} />;
}
