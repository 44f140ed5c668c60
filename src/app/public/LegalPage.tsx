import Typography from '@mui/material/Typography';
import { PublicLayout } from './PublicLayout';

/** Terms and privacy pages: a title and paragraphs of text. */
export function LegalPage({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <PublicLayout title={title} width={760}>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} paragraph sx={{ mt: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </PublicLayout>
  );
}
