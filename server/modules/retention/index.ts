import type { ServerModule } from '../module';
import { pruneLogs } from './pruneLogs';

/** Deletes what is kept only for a while: delivery logs, audit entries, job history. */
export const retentionModule: ServerModule = {
  name: 'retention',
  dependsOn: ['auditLog', 'callbacks'],
  jobs: [pruneLogs],
};
