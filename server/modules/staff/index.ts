import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../contract';
import { languageOf, translate } from '../../i18n';
import type { ServerModule } from '../module';
import { refuseOutsideAllowList } from './ipAllowList';
import staffAccountRoutes from './accountsRoutes';
import staffMessageRoutes from './messagesRoutes';
import staffMoneyRoutes from './moneyRoutes';
import staffNoticeRoutes from './noticesRoutes';
import staffOperationsRoutes from './operationsRoutes';
import reviewRoutes from './reviews';
import staffRoutes from './routes';
import signInRoutes from './signInRoutes';

/**
 * Everything under /om/staff: the address allow-list first, then the staff calls, each with
 * its own guard (server/modules/staff/staffRoute.ts). Registered with the /om/staff prefix.
 */
async function staffApi(app: FastifyInstance) {
  refuseOutsideAllowList(app, app.config.staffAllowedIps);
  await app.register(signInRoutes);
  await app.register(staffRoutes);
  await app.register(staffAccountRoutes);
  await app.register(staffOperationsRoutes);
  await app.register(staffMoneyRoutes);
  await app.register(staffMessageRoutes);
  await app.register(staffNoticeRoutes);
  await app.register(reviewRoutes);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: Codes.notFound,
      data: null,
      message: translate(languageOf(request), 'errors.routeNotFound'),
    }),
  );
}

/** The staff's console: accounts, money, reviews, notices and operations of the platform. */
export const staffModule: ServerModule = {
  name: 'staff',
  dependsOn: [
    'auditLog',
    'auth',
    'bills',
    'callbacks',
    'invoices',
    'messageLogs',
    'messageTemplates',
    'notices',
    'orders',
    'products',
    'profile',
    'senderIds',
    'topUp',
    'wallet',
  ],
  staffRoutes: staffApi,
};
