import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One comment as shown: who and when already in words, then what was said. */
export interface CommentEntry {
  id: string;
  byline: string;
  comment: string;
}

export interface CommentListProps {
  /** Names the list for screen readers, already translated. */
  label: string;
  /** Shown instead of entries when there are none, already translated. */
  emptyText: string;
  /** The comments in the order shown; undefined while they are not known yet (no empty line then). */
  entries: CommentEntry[] | undefined;
}

/** A thread of comments, each its byline over its text with line breaks kept, or the empty line when there are none. */
export function CommentList({ label, emptyText, entries }: CommentListProps) {
  return (
    <>
      {entries?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      <Stack
        component="ol"
        spacing={1}
        divider={<Divider flexItem />}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        aria-label={label}
      >
        {entries?.map((entry) => (
          <li key={entry.id}>
            <Typography variant="caption" color="text.secondary">
              {entry.byline}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {entry.comment}
            </Typography>
          </li>
        ))}
      </Stack>
    </>
  );
}
