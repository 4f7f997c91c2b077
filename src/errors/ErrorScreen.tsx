import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ErrorScreenProps {
  title: string;
  description?: string;
  /** Technical detail (an error's message or status), shown in a quieter style. */
  detail?: string;
  action?: ReactNode;
  /** Fills the viewport (screens outside the layout). */
  fullPage?: boolean;
}

/** The look shared by every error screen: a title, a few lines, one way out. */
export function ErrorScreen({ title, description, detail, action, fullPage }: ErrorScreenProps) {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: fullPage ? '100vh' : '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body1" color="text.secondary">
          {description}
        </Typography>
      )}
      {detail && (
        <Typography
          variant="body2"
          component="pre"
          sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', color: 'error.main', m: 0 }}
        >
          {detail}
        </Typography>
      )}
      {action}
    </Box>
  );
}
