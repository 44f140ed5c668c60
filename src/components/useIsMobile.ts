import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, TABLET_BREAKPOINT_PX } from '../../domain/constants';

/** Mobile view is under 768 px, tablet view under 900 px. */
export const useIsMobile = () => useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`, { noSsr: true });
export const useIsTablet = () => useMediaQuery(`(max-width:${TABLET_BREAKPOINT_PX - 0.05}px)`, { noSsr: true });
