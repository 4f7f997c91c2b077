import { noticesResource } from '../../../contract';
import type { ServerModule } from '../module';
import noticeRoutes from './routes';

/** Notices: the platform's announcements to accounts. */
export const noticesModule: ServerModule = {
  name: 'notices',
  dependsOn: ['auditLog'],
  resources: [noticesResource],
  routes: noticeRoutes,
};
