import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'ra-core';

interface Props {
  records: RaRecord[];
  text: (record: RaRecord) => string;
  checked: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  loading?: boolean;
  disabled?: boolean;
}

/** Records to tick (issues of a product, models of a spare part). */
export function CheckList({ records, text, checked, onToggle, loading, disabled }: Props) {
  const translate = useTranslate();
  if (loading) return <LinearProgress />;
  if (!records.length) return <Typography color="text.secondary">{translate('generic.noData')}</Typography>;
  return (
    <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {records.map((record) => (
        <FormControlLabel
          key={record.id}
          control={
            <Checkbox
              checked={checked.has(String(record.id))}
              onChange={(event) => onToggle(String(record.id), event.target.checked)}
              disabled={disabled}
            />
          }
          label={text(record)}
        />
      ))}
    </FormGroup>
  );
}

export const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};
