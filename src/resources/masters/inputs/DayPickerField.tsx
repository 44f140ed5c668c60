import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useLocaleState } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import { DISPLAY_DATE_FORMAT } from '../../../../domain/constants';
import { boundDate, toCalendarDay, toPickerDate } from './calendarDay';
import { pickerLocaleOf } from './pickerLocales';

export interface DayPickerProps {
  label: string;
  /** yyyy-MM-dd, or empty. */
  value: unknown;
  /** yyyy-MM-dd, '' when cleared, null while the typed day is incomplete or impossible. */
  onChange: (day: string | null) => void;
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
 * date-fns 2). The typed Date stays local while it is incomplete, so the parent only ever sees real days. Loaded
 * lazily through DayPicker: only screens that show a date input download MUI X's pickers.
 */
export default function DayPickerField({ label, value, onChange, onBlur, name, minDay, maxDay, size, fullWidth, error, helperText, disabled, required }: DayPickerProps) {
  const [date, setDate] = useState<Date | null>(() => toPickerDate(value));
  const emitted = useRef<unknown>(value);
  const [language] = useLocaleState();
  const locale = pickerLocaleOf(language);
  useEffect(() => {
    // A change from outside (reset, URL filters, record loaded) replaces what is shown.
    if (value !== emitted.current && (value ?? '') !== (emitted.current ?? '')) {
      emitted.current = value;
      setDate(toPickerDate(value));
    }
  }, [value]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale.calendar} localeText={locale.texts}>
      <DatePicker
        label={label}
        // dd/MM/yyyy in every language (spec 000 §5.9), whatever the calendar's locale would write.
        format={DISPLAY_DATE_FORMAT}
        value={date}
        onChange={(next) => {
          setDate(next);
          const day = toCalendarDay(next);
          emitted.current = day;
          onChange(day);
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
            ...(error ? { error: true } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
}
