import { apiKeysResource } from '../../../contract';
import type { ServerModule } from '../module';
import * as ownerMigration from './ownerMigration';
import apiKeyOperatorRoutes from './operatorRoutes';
import apiKeyRoutes from './routes';

/** API keys of an account and their verification for the platform. */
export const apiKeysModule: ServerModule = {
  name: 'apiKeys',
  dependsOn: ['auditLog'],
  resources: [apiKeysResource],
  routes: apiKeyRoutes,
  operatorRoutes: apiKeyOperatorRoutes,
  migrations: { '20261129T0910_api_key_owner': ownerMigration },
};
