import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { CommentBox } from '../../../components/comments/CommentBox';
import { CommentList } from '../../../components/comments/CommentList';
import { formatTimestamp } from '../../../components/format/formatTimestamp';
import { Pager } from '../../../components/list/Pager';
import { SectionCard } from '../../../components/profile/SectionCard';
import { errorMessage } from '../../../components/profile/useSectionWrite';
import { useRequestApi } from '../../../dataProvider/requests';

export const COMMENTS_PAGE_SIZE = 5;

/**
 * Who said what and when on the request, newest first and paged (POST comments/getByPaginationAndFilter), and the add
 * box.
 */
export function CommentsCard({ request, canComment }: { request: RequestRecord; canComment: boolean }) {
  const translate = useTranslate();
  const api = useRequestApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const comments = useQuery({
    queryKey: ['requestComments', request.id, page],
    queryFn: () => api.comments(request.id, page, COMMENTS_PAGE_SIZE),
  });
  const add = async (comment: string) => {
    await api.comment({ requestId: request.id, comment });
    setPage(1);
    // Every query of the page is read again after a write, as useRequestWrite does (react-admin's useRefresh, awaited).
    await queryClient.invalidateQueries();
  };
  const entries = comments.data?.records.map(({ id, createdBy, createdAt, comment }) => ({
    id,
    comment,
    byline: translate('requestPage.byAt', {
      by: `${createdBy.userName} (${createdBy.role})`,
      at: formatTimestamp(createdAt),
    }),
  }));
  const total = comments.data?.totalRecords ?? 0;
  return (
    <SectionCard title={translate('requestPage.comments')}>
      <Stack spacing={1.5}>
        {canComment && (
          <CommentBox
            label={translate('requestPage.comment')}
            addLabel={translate('requestPage.addComment')}
            onAdd={add}
          />
        )}
        {comments.isPending && <LinearProgress aria-label={translate('requestPage.comments')} />}
        {comments.error && <Alert severity="error">{errorMessage(comments.error)}</Alert>}
        <CommentList
          label={translate('requestPage.comments')}
          emptyText={translate('requestPage.noComments')}
          entries={entries}
        />
        {total > COMMENTS_PAGE_SIZE && (
          <Pager page={page} pageCount={Math.ceil(total / COMMENTS_PAGE_SIZE)} onChange={setPage} />
        )}
      </Stack>
    </SectionCard>
  );
}
