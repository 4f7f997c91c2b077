import { auditLog } from '../../../contract/auditLog';
import type { ServerModule } from '../module';
import * as migration from './migration';
import * as pagingIndex from './pagingIndex';
import auditLogRoutes from './routes';
import './table';

/** The audit log: every change made in an account, recorded by the module that makes it. */
export const auditLogModule: ServerModule = {
  name: 'auditLog',
  dependsOn: [],
  resources: [auditLog],
  routes: auditLogRoutes,
  migrations: { '0023_audit_log': migration, '0025_audit_log_paging': pagingIndex },
};
