import type { FastifyInstance } from 'fastify';
import { ordersResource } from '../../../contract';
import type { ServerModule } from '../module';
import orderExportRoutes from './exportRoutes';
import orderRoutes from './routes';

/** Orders: their list, one order, and their export. */
export const ordersModule: ServerModule = {
  name: 'orders',
  dependsOn: ['products'],
  resources: [ordersResource],
  async routes(app: FastifyInstance) {
    await app.register(orderRoutes);
    await app.register(orderExportRoutes);
  },
};
