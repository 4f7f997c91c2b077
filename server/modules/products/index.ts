import type { ServerModule } from '../module';
import productRoutes from './routes';

/** The catalogue, prices and spend. */
export const productsModule: ServerModule = {
  name: 'products',
  dependsOn: ['auditLog'],
  routes: productRoutes,
};
