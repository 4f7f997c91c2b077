import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../module';
import resetRoutes from './resetRoutes';
import signinRoutes from './signinRoutes';
import signupRoutes from './signupRoutes';

/** Getting in: sign-up and activation, the ways of signing in, resetting a password. */
export const signInModule: ServerModule = {
  name: 'signIn',
  dependsOn: ['auth', 'codes', 'wallet'],
  async routes(app: FastifyInstance) {
    await app.register(signupRoutes);
    await app.register(signinRoutes);
    await app.register(resetRoutes);
  },
};
