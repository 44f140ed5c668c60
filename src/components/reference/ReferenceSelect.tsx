import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ListReference } from '../list/types';
import { useReferenceOptions } from './useReferenceOptions';

interface Props {
  reference: ListReference;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Exact values the options are narrowed by (models of a product); `undefined` entries wait for a choice. */
  narrowing?: Record<string, unknown>;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** An autocomplete over another master that searches on the server as the user types (25 at a time). */
export function ReferenceSelect({
  reference,
  label,
  value,
  onChange,
  narrowing,
  disabled,
  error,
  helperText,
  required,
  size = 'small',
  fullWidth,
}: Props) {
  const [search, setSearch] = useState('');
  const waiting = narrowing !== undefined && Object.values(narrowing).some((v) => v === undefined || v === '');
  const {
    options,
    label: labelOf,
    isFetching,
  } = useReferenceOptions(reference, search, value ? [value] : [], narrowing, !disabled && !waiting);
  return (
    <Autocomplete
      size={size}
      fullWidth={fullWidth}
      options={value && !options.includes(value) ? [value, ...options] : options}
      value={value ?? null}
      onChange={(_, next) => {
        setSearch('');
        onChange(next ?? undefined);
      }}
      // MUI also 'resets' the text when options arrive; only typing and clearing change the search.
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      getOptionLabel={labelOf}
      filterOptions={(all) => all}
      loading={isFetching}
      disabled={disabled || waiting}
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={helperText} required={required} />
      )}
    />
  );
}
