import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFileUrl } from './useFileUrl';

export interface StoredImageProps {
  fileKey?: string | null;
  alt: string;
  /** Edge of the square the image fits in, in pixels. */
  size?: number;
  sx?: SxProps<Theme>;
}

/** An image of the file store; a skeleton while it loads, a placeholder when there is none or it cannot be read. */
export function StoredImage({ fileKey, alt, size = 96, sx }: StoredImageProps) {
  const { url, loading } = useFileUrl(fileKey);
  const frame = { width: size, height: size, borderRadius: 1, flexShrink: 0 };
  if (loading)
    return (
      <Skeleton
        variant="rectangular"
        sx={[frame, ...(Array.isArray(sx) ? sx : [sx])]}
        data-testid="stored-image-loading"
      />
    );
  if (!url) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={[
          {
            ...frame,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            color: 'text.disabled',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageOutlinedIcon fontSize={size < 48 ? 'small' : 'large'} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={[{ ...frame, objectFit: 'contain' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
