import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useGetOne, useTranslate } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { MASTER_LINKS } from '../../../../domain/masters/catalogue';
import type { Issue } from '../../../../domain/masters/issue';
import { EmptyState } from '../../../components/EmptyState';
import { orEmpty, useMasterCall } from './useMasterCall';
import { Title } from 'react-admin';

/** issue/product/view/{productId}: the issues assigned to a product, read-only. */
export default function ProductIssuesPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const call = useMasterCall();
  const productId = useParams().productId!;
  const { data: product } = useGetOne('masters/product', { id: productId });
  const { data: issues, isPending } = useQuery({
    queryKey: ['productIssues', productId],
    queryFn: () => orEmpty(call<Issue[]>(`${MASTER_LINKS.productIssue.path}/${encodeURIComponent(productId)}`)),
  });
  const editPath = `${basename}/masters/issue/product/edit/${encodeURIComponent(productId)}`;
  return (
    <Card>
      <CardContent>
        <Title title={translate('assign.issuesOf', { name: product?.name ?? productId })} />
        {isPending && <LinearProgress />}
        {issues && issues.length === 0 && <EmptyState />}
        <List dense>
          {(issues ?? []).map((issue) => (
            <ListItem key={issue.id}>
              <ListItemText primary={issue.name} secondary={issue.description} />
            </ListItem>
          ))}
        </List>
        <Button variant="contained" component={Link} to={editPath}>
          {translate('ra.action.edit')}
        </Button>
      </CardContent>
    </Card>
  );
}
