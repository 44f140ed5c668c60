import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { formatTimestamp } from '../../../components/format/formatTimestamp';
import { Pager } from '../../../components/Pager';
import { SectionCard } from '../../../custom/profile/SectionCard';
import { fieldErrorsOf } from '../../../custom/profile/serverErrors';
import { errorMessage } from '../../../custom/profile/useSectionWrite';
import { useRequestApi } from '../api';

export const COMMENTS_PAGE_SIZE = 5;

/** Who said what and when on the request, newest first and paged (POST comments/getByPaginationAndFilter), and the add box. */
export function CommentsCard({ request, canComment }: { request: RequestRecord; canComment: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useRequestApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = ['requestComments', request.id];
  const comments = useQuery({ queryKey: [...key, page], queryFn: () => api.comments(request.id, page, COMMENTS_PAGE_SIZE) });
  const post = async () => {
    setBusy(true);
    try {
      await api.comment({ requestId: request.id, comment: text.trim() });
      setText('');
      setError(undefined);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      const field = fieldErrorsOf(failure).comment;
      setError(field);
      if (!field) notify(errorMessage(failure), { type: 'error', messageArgs: { _: errorMessage(failure) } });
    } finally {
      setBusy(false);
    }
  };
  const records = comments.data?.records ?? [];
  const total = comments.data?.totalRecords ?? 0;
  return (
    <SectionCard title={translate('requestPage.comments')}>
      <Stack spacing={1.5}>
        {canComment && (
          <Stack spacing={1}>
            <TextField
              multiline
              minRows={2}
              label={translate('requestPage.comment')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={!!error}
              helperText={error}
            />
            <Button variant="contained" size="small" sx={{ alignSelf: 'flex-end' }} disabled={busy || text.trim() === ''} onClick={() => void post()}>
              {translate('requestPage.addComment')}
            </Button>
          </Stack>
        )}
        {comments.isPending && <LinearProgress aria-label={translate('requestPage.comments')} />}
        {comments.error && <Alert severity="error">{errorMessage(comments.error)}</Alert>}
        {comments.data && records.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('requestPage.noComments')}
          </Typography>
        )}
        <Stack component="ol" spacing={1} divider={<Divider flexItem />} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={translate('requestPage.comments')}>
          {records.map((comment) => (
            <li key={comment.id}>
              <Typography variant="caption" color="text.secondary">
                {translate('requestPage.byAt', { by: `${comment.createdBy.userName} (${comment.createdBy.role})`, at: formatTimestamp(comment.createdAt) })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {comment.comment}
              </Typography>
            </li>
          ))}
        </Stack>
        {total > COMMENTS_PAGE_SIZE && <Pager page={page} pageCount={Math.ceil(total / COMMENTS_PAGE_SIZE)} onChange={setPage} />}
      </Stack>
    </SectionCard>
  );
}
