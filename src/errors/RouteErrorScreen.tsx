import type { ErrorInfo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { BASE_PATH } from '../../contract/constants';
import { ChunkLoadError } from './chunkLoad';
import { ErrorScreen } from './ErrorScreen';
import { goBack } from './describe';
import { UnexpectedError } from './UnexpectedError';

export interface RouteErrorProps {
  error?: unknown;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

/**
 * What a page that failed to render shows inside the layout (react-admin Layout's
 * `error`): title, description, the error's message and a back link. Anything thrown that
 * is not an Error gets the default fallback.
 */
export function RouteErrorScreen({ error, resetErrorBoundary }: RouteErrorProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? (() => undefined));
  if (!(error instanceof Error)) return <UnexpectedError error={error} />;
  return (
    <ErrorScreen
      title={translate('app.errors.route.title')}
      description={translate('app.errors.route.description')}
      detail={error.message}
      action={
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" onClick={() => goBack(`${BASE_PATH}/home`)}>
            {translate('app.errors.route.back')}
          </Button>
          {/* the automatic reload was spent; the person may still try once the network is back */}
          {error instanceof ChunkLoadError && (
            <Button variant="outlined" onClick={() => window.location.reload()}>
              {translate('app.errors.chunk.reload')}
            </Button>
          )}
        </Box>
      }
    />
  );
}
