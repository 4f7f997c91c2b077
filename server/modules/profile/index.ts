import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../module';
import avatarRoutes from './avatar';
import certificationRoutes from './certification';
import contactRoutes from './contact';
import googleRoutes from './google';
import profileRoutes from './routes';
import secondFactorRoutes from './secondFactor/routes';

async function allProfileRoutes(app: FastifyInstance) {
  await app.register(profileRoutes);
  // its own scope: it reads raw bodies, which the JSON routes must not
  await app.register(avatarRoutes);
  await app.register(secondFactorRoutes);
  await app.register(contactRoutes);
  await app.register(googleRoutes);
  await app.register(certificationRoutes);
}

/** Account information (/info): profile, company, password, avatar, second factor. */
export const profileModule: ServerModule = {
  name: 'profile',
  dependsOn: ['auditLog', 'codes'],
  routes: allProfileRoutes,
};
