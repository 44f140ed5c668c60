/**
 * Layout rules shared by the console's react-admin lists (masters, partners) and the tables on its pages (payments, app
 * downloads, licences).
 */

/** A list takes the width it is given, never the width of its widest table. */
export const FIT_CONTENT = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { minWidth: 0 } } as const;

/** Class of a column whose values read as one token (a date, an amount, a status): its cells never wrap. */
export const ONE_LINE = 'list-oneLine';

/** A table whose ONE_LINE cells keep to one line (the react-admin lists have it through WIDE_TABLE). */
export const ONE_LINE_CELLS = { [`& .${ONE_LINE}`]: { whiteSpace: 'nowrap' } } as const;

/**
 * Wide tables scroll inside themselves; the filter bar and toolbar stay on screen. Headers keep to one line (the sort
 * arrow beside its label) and so do the one-token columns, so the width left goes to the text columns, which wrap;
 * 12 px between columns instead of 16 leaves them the room German headers take.
 */
export const WIDE_TABLE = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1.5 },
  ...ONE_LINE_CELLS,
  '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
} as const;

/** A wide table whose last column (the row actions, on one line) stays in view while the rest scrolls under it. */
export const STICKY_ACTIONS = {
  ...WIDE_TABLE,
  '& .RaDataTable-row > td:last-of-type, & .RaDataTable-thead th:last-of-type': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    whiteSpace: 'nowrap',
  },
} as const;

/**
 * A short table inside a card (a request's payments): every cell may wrap and columns sit 4 px apart (2 px each side),
 * so it fits a phone's card.
 */
export const CARD_TABLE = {
  ...WIDE_TABLE,
  '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 0.25 },
  [`& .RaDataTable-headerCell, & .${ONE_LINE}`]: { whiteSpace: 'normal' },
} as const;
