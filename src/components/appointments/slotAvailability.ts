/** Availability label colours: green for 5 or more, orange for 1 to 4, red for 0 (and disabled). */
type AvailabilityColour = 'success' | 'warning' | 'error';

const MANY_SLOTS = 5;

export function availabilityColour(available: number): AvailabilityColour {
  if (available >= MANY_SLOTS) return 'success';
  return available > 0 ? 'warning' : 'error';
}
