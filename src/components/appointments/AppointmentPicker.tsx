import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useEffect, useRef } from 'react';
import { SLOT_LABELS, type TimeSlotDay } from '../../../domain/channelPartner/timeSlots';
import { BOOKING_MESSAGES } from '../../../domain/requests/booking';
import { useCalendarDayFormat } from '../format/formatCalendarDay';
import { availabilityColour } from './slotAvailability';

export interface ChosenSlot {
  date: string;
  slot: string;
}

interface AppointmentPickerProps {
  /** The window's days (yyyy-MM-dd). */
  dates: string[];
  days?: TimeSlotDay[];
  loading: boolean;
  failed: boolean;
  date?: string;
  value?: ChosenSlot;
  onDate: (date: string) => void;
  onChange: (slot: ChosenSlot) => void;
}

/** The strip's weekday (Mon, Mo., lun) and date (28 Nov, 28 Nov., 28 nov) in the console's language. */
const WEEKDAY = 'EEE';
const DATE = 'dd MMM';

/**
 * The appointment picker: a scrollable strip of the window's dates and a grid of the day's four slots
 * with their availability (green 5 or more, orange 1 to 4, red 0 and disabled). The server applies today's +6 h rule.
 */
export function AppointmentPicker({
  dates,
  days,
  loading,
  failed,
  date,
  value,
  onDate,
  onChange,
}: AppointmentPickerProps) {
  const translate = useTranslate();
  const strip = useRef<HTMLDivElement>(null);
  // The day the picker opens on is in view, however far along the strip it is (a reschedule opens on the appointment).
  useEffect(() => {
    if (date)
      strip.current?.querySelector(`[data-date="${date}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only: later days are where the user is
  }, []);
  const formatDay = useCalendarDayFormat();
  const byDate = new Map((days ?? []).map((day) => [day.date, day]));
  const slots = date ? (byDate.get(date)?.slots ?? SLOT_LABELS.map((slot) => ({ slot, available: 0 }))) : [];
  return (
    <Stack spacing={1.5} role="group" aria-label={translate('booking.appointment')}>
      <Typography variant="subtitle2">{translate('booking.appointment')}</Typography>
      {failed && <Alert severity="error">{translate(BOOKING_MESSAGES.slotsFailed)}</Alert>}
      {loading && <LinearProgress aria-label={translate('booking.loadingSlots')} />}
      <Box
        ref={strip}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1 }}
        role="group"
        aria-label={translate('booking.dates')}
      >
        {dates.map((day) => {
          const available = byDate.get(day)?.available;
          return (
            <ToggleButton
              key={day}
              value={day}
              selected={day === date}
              onChange={() => onDate(day)}
              aria-label={`${formatDay(day, DATE)} ${formatDay(day, WEEKDAY)}`}
              data-date={day}
              sx={{ flexDirection: 'column', minWidth: 72, flexShrink: 0, py: 0.5, lineHeight: 1.2 }}
            >
              <Typography variant="caption">{formatDay(day, WEEKDAY)}</Typography>
              <Typography variant="body2" fontWeight={600}>
                {formatDay(day, DATE)}
              </Typography>
              {available !== undefined && (
                <Typography variant="caption" color={`${availabilityColour(available)}.main`}>
                  {available}
                </Typography>
              )}
            </ToggleButton>
          );
        })}
      </Box>
      {date && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
          aria-label={translate('booking.slots')}
          role="group"
        >
          {slots.map(({ slot, available }) => {
            const colour = availabilityColour(available);
            const chosen = value?.date === date && value.slot === slot;
            return (
              <Button
                key={slot}
                variant={chosen ? 'contained' : 'outlined'}
                color={colour}
                disabled={available === 0 || !days}
                aria-pressed={chosen}
                data-slot={slot}
                data-availability={colour}
                onClick={() => onChange({ date, slot })}
                sx={{
                  flexDirection: 'column',
                  textTransform: 'none',
                  '&.Mui-disabled': { color: 'error.main', borderColor: 'error.light', opacity: 0.6 },
                }}
              >
                <span>{slot}</span>
                <Typography variant="caption" component="span">
                  {translate('booking.available', { count: available })}
                </Typography>
              </Button>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
