import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useLoadingFlag } from './loadingStore';

/** Covers the screen while the shared loading flag is on. */
export function LoadingOverlay() {
  const loading = useLoadingFlag();
  return (
    <Backdrop
      open={loading}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}
      data-testid="loading-overlay"
    >
      <CircularProgress color="inherit" />
    </Backdrop>
  );
}
