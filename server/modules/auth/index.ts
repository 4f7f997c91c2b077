import type { ServerModule } from '../module';
import authRoutes from './routes';

/** Signing out and the session's own calls; sign-in failures and their lockouts. */
export const authModule: ServerModule = {
  name: 'auth',
  dependsOn: ['auditLog', 'profile'],
  routes: authRoutes,
};
