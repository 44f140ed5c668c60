/** Availability label colours: green for 5 or more, orange for 1 to 4, red for 0 (and disabled). */
export type AvailabilityColour = 'success' | 'warning' | 'error';

export const MANY_SLOTS = 5;

export function availabilityColour(available: number): AvailabilityColour {
  if (available >= MANY_SLOTS) return 'success';
  return available > 0 ? 'warning' : 'error';
}
