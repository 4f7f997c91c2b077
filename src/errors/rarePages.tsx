import { AuthenticationError } from 'react-admin';
import { NoAccess } from './NoAccess';
import { RouteErrorScreen } from './RouteErrorScreen';

/**
 * Screens react-admin shows in rare states (a crash outside the layout, access denied, a
 * failed session check): one chunk, loaded only when one of them is shown.
 */
export default function RarePage({ kind, ...props }: RarePageProps) {
  if (kind === 'error') return <RouteErrorScreen {...props} />;
  if (kind === 'accessDenied') return <NoAccess />;
  return <AuthenticationError />;
}

export interface RarePageProps {
  kind: 'error' | 'accessDenied' | 'authenticationError';
  error?: unknown;
  resetErrorBoundary?: (...args: unknown[]) => void;
}
