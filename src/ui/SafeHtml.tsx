import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the server, sanitised once more in the browser: the server already cut it
 * to an allow-list, and this second pass keeps a compromised or older row harmless too.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'img', 'form', 'input', 'svg', 'math'],
        ADD_ATTR: ['target'],
      }),
    [html],
  );
  return (
    <Box
      sx={{ '& a': { color: 'primary.main' }, '& p': { my: 1 }, lineHeight: 1.7 }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
