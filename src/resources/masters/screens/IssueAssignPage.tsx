import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useGetList, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MASTER_LINKS } from '../../../../domain/masters/catalogue';
import type { Issue } from '../../../../domain/masters/issue';
import { referenceTo } from '../config/registryMaster';
import { ReferenceSelect } from '../../../components/reference/ReferenceSelect';
import { CheckList, toggled } from './CheckList';
import { orEmpty, useMasterCall } from './useMasterCall';
import { useSaveAction } from './useSaveAction';
import { Title } from 'react-admin';

const ISSUES_SHOWN = 100;

/** issue/add/assign and issue/product/edit/{productId}: tick the issues of a product, saved as one set. */
export default function IssueAssignPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const call = useMasterCall();
  const params = useParams();
  const [productId, setProductId] = useState<string | undefined>(params.productId);
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const { saving, run } = useSaveAction();

  const assigned = useQuery({
    queryKey: ['productIssues', productId],
    queryFn: () => orEmpty(call<Issue[]>(`${MASTER_LINKS.productIssue.path}/${encodeURIComponent(productId!)}`)),
    enabled: Boolean(productId),
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- ticks reset when the saved set loads
  useEffect(() => setChecked(new Set((assigned.data ?? []).map((issue) => issue.id))), [assigned.data]);

  const { data: issues = [], isPending } = useGetList('masters/issue', {
    pagination: { page: 1, perPage: ISSUES_SHOWN },
    sort: { field: 'name', order: 'ASC' },
    filter: search.trim() ? { name: search.trim() } : {},
  });

  const save = async () => {
    if (!productId) return;
    await run(
      () =>
        call(`${MASTER_LINKS.productIssue.path}/${encodeURIComponent(productId)}`, {
          method: 'PUT',
          body: { issueIds: [...checked] },
        }),
      'assign.issuesSaved',
      () => navigate(`${basename}/masters/issue/product/view/${encodeURIComponent(productId)}`),
    );
  };

  return (
    <Card>
      <CardContent>
        <Title title={translate('assign.issuesTitle')} />
        <Stack spacing={2} sx={{ maxWidth: 480, mb: 2 }}>
          <ReferenceSelect
            reference={referenceTo('product')}
            label={translate('assign.product')}
            value={productId}
            onChange={setProductId}
            disabled={Boolean(params.productId)}
          />
          <TextField
            size="small"
            label={translate('assign.searchIssues')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            disabled={!productId}
          />
        </Stack>
        {productId && (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('assign.ticked', { smart_count: checked.size })}
            </Typography>
            <CheckList
              records={issues}
              text={(issue) => String(issue.name)}
              checked={checked}
              onToggle={(id, on) => setChecked((set) => toggled(set, id, on))}
              loading={isPending || assigned.isPending}
              disabled={saving}
            />
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void save()} disabled={!productId || saving || assigned.isPending}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
