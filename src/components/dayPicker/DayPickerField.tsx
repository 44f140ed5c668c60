import Box from '@mui/material/Box';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useLocaleState } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import { DISPLAY_DATE_FORMAT } from '../../../domain/constants';
import { UNREADABLE_DAY } from '../../../domain/masters/days';
import { boundDate, toCalendarDay, toPickerDate } from './calendarDay';
import { pickerLocaleOf } from './pickerLocales';

export interface DayPickerProps {
  label: string;
  /** yyyy-MM-dd, empty, or UNREADABLE_DAY (what onChange gave: the typed text stays as it is). */
  value: unknown;
  /**
   * yyyy-MM-dd; '' when cleared; UNREADABLE_DAY while the typed day is incomplete or impossible, so it is refused, not
   * dropped.
   */
  onChange: (day: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The other ends of a from/till pair (yyyy-MM-dd). */
  minDay?: unknown;
  maxDay?: unknown;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** Marks the label with an asterisk. */
  required?: boolean;
}

/**
 * A calendar day shown dd/MM/yyyy and kept as yyyy-MM-dd, with its own date-fns 4 adapter (AdapterDateFns; V2 is for
 * date-fns 2). The parent sees a real day, '' or UNREADABLE_DAY, never a half-typed value taken for empty. Loaded
 * lazily through DayPicker: only screens that show a date input download MUI X's pickers.
 */
export default function DayPickerField({
  label,
  value,
  onChange,
  onBlur,
  name,
  minDay,
  maxDay,
  size,
  fullWidth,
  error,
  helperText,
  disabled,
  required,
}: DayPickerProps) {
  const [date, setDate] = useState<Date | null>(() => toPickerDate(value));
  const emitted = useRef<unknown>(value ?? '');
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [language] = useLocaleState();
  const locale = pickerLocaleOf(language);
  useEffect(() => {
    // A change from outside (reset, URL filters, record loaded) replaces what is shown.
    if ((value ?? '') !== emitted.current) {
      emitted.current = value ?? '';
      setDate(toPickerDate(value));
    }
  }, [value]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const report = (day: string) => {
    if (day === emitted.current) return;
    emitted.current = day;
    onChange(day);
  };
  // MUI publishes nothing while a day typed into an empty field is incomplete (15/08/YYYY): the text shown tells.
  const readTyped = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      const typed = /\d/.test(input.current?.value ?? '');
      if (typed && emitted.current === '') report(UNREADABLE_DAY);
      else if (!typed && emitted.current === UNREADABLE_DAY) report('');
    });
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale.calendar} localeText={locale.texts}>
      <Box sx={{ display: 'contents' }} onInput={readTyped} onKeyUp={readTyped} onBlur={readTyped}>
        <DatePicker
          label={label}
          // dd/MM/yyyy in every language, whatever the calendar's locale would write.
          format={DISPLAY_DATE_FORMAT}
          value={date}
          onChange={(next) => {
            setDate(next);
            report(toCalendarDay(next) ?? UNREADABLE_DAY);
          }}
          minDate={boundDate(minDay)}
          maxDate={boundDate(maxDay)}
          disabled={disabled}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{
            field: { clearable: true },
            textField: {
              name,
              size,
              fullWidth,
              onBlur,
              helperText,
              required,
              inputRef: input,
              ...(error ? { error: true } : {}),
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
