/** Layout rules shared by the console's react-admin lists (masters, partners). */

/** A list takes the width it is given, never the width of its widest table. */
export const FIT_CONTENT = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { minWidth: 0 } } as const;

/** Wide tables scroll inside themselves; the filter bar and toolbar stay on screen. */
export const WIDE_TABLE = { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;

/** A wide table whose last column (the row actions) stays in view while the rest scrolls under it. */
export const STICKY_ACTIONS = {
  ...WIDE_TABLE,
  '& .RaDataTable-row > td:last-of-type, & .RaDataTable-thead th:last-of-type': { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' },
} as const;
