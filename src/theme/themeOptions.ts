import type { Localization } from '@mui/material/locale';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_PINNED_WIDTH,
  TABLET_BREAKPOINT_PX,
} from '../../domain/constants';
import { themeModeOf, type Direction, type ThemeChoice } from '../settings/settings';

/** Inter, shipped with the app (./inter.css, imported by main.tsx), then the system's own sans-serif while it loads. */
const FONT_STACK = [
  '"Inter Variable"',
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * Green primary colour and Inter; breakpoints sm = mobile (768), md = tablet (900). `locale`: MUI's own
 * texts in the user's language (see muiLocales.ts).
 */
export function themeOptions(
  choice: ThemeChoice,
  direction: Direction = 'ltr',
  locale: Localization = {},
): ThemeOptions {
  const mode = themeModeOf(choice);
  return {
    direction,
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#66bb6a' : '#2e7d32', contrastText: mode === 'dark' ? '#0b1f0c' : '#ffffff' },
      secondary: { main: '#00897b' },
      background: mode === 'dark' ? { default: '#111412', paper: '#1a1f1b' } : { default: '#f5f7f5', paper: '#ffffff' },
    },
    typography: { fontFamily: FONT_STACK, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      ...locale.components,
      MuiListItemButton: {
        styleOverrides: {
          // A selected entry's text keeps 4.5:1 on its tinted background, hovered and focused too, in both modes.
          root: ({ theme }: { theme: Theme }) => ({
            '&.Mui-selected': { color: mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark },
          }),
        },
      },
    },
    shape: { borderRadius: 8 },
    breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT_PX, md: TABLET_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
    sidebar: { width: SIDEBAR_PINNED_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
  } as ThemeOptions;
}
