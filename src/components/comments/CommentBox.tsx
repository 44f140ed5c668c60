import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTextSubmit } from '../useTextSubmit';

export interface CommentBoxProps {
  /** The field's label, already translated. */
  label: string;
  /** The button's label, already translated. */
  addLabel: string;
  /** Writes the trimmed comment; a field error for `comment` shows under the box, any other failure as a toast. */
  onAdd: (comment: string) => Promise<unknown>;
}

/** A multiline comment box and its add button: disabled while blank or sending, emptied once the comment is saved. */
export function CommentBox({ label, addLabel, onAdd }: CommentBoxProps) {
  const [text, setText] = useState('');
  const { busy, error, submit } = useTextSubmit('comment');
  const add = async () => {
    if (await submit(() => onAdd(text.trim()))) setText('');
  };
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={2}
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={!!error}
        helperText={error}
      />
      <Button
        variant="contained"
        size="small"
        sx={{ alignSelf: 'flex-end' }}
        disabled={busy || text.trim() === ''}
        onClick={() => void add()}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
