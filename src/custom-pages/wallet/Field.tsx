import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A labelled row of the top-up form: the label on the left, the control on the right. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '180px 1fr' }, gap: 2 }}>
      <Typography sx={{ pt: 1.5, fontWeight: 500 }} color="text.secondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}
