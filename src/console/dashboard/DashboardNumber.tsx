import Link from '@mui/material/Link';
import { useBasename, useStoreContext, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardHref, type DashboardLink } from '../../../domain/requests/dashboards';
import { formatCount } from '../../components/format/formatCount';

interface DashboardNumberProps {
  count: number;
  link: DashboardLink;
  /** What the number counts, for its accessible name ('Booked today, Repair: 3, open the list'). */
  label: string;
  service?: string;
  capped?: boolean;
  variant?: 'large' | 'cell';
}

/** A dashboard number: a link to the filtered list whose total it is (a list kept on a tab opens that tab first). */
export function DashboardNumber({ count, link, label, service = '', capped, variant = 'large' }: DashboardNumberProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const store = useStoreContext();
  const text = capped ? translate('dashboards.atLeast', { count: formatCount(count) }) : formatCount(count);
  return (
    <Link
      component={RouterLink}
      to={dashboardHref(basename, link)}
      onClick={() => link.tab && store.setItem(link.tab.storeKey, link.tab.value)}
      aria-label={translate('dashboards.numberLink', { label, service, count: text })}
      underline="hover"
      sx={variant === 'large' ? { typography: 'h4', fontWeight: 600 } : { fontWeight: count > 0 ? 600 : 400 }}
    >
      {text}
    </Link>
  );
}
