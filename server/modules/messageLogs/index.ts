import { messagesResource } from '../../../contract/messageLogs';
import type { ServerModule } from '../module';
import { messageEventsQueue } from './brokerEvents';
import * as migration from './migration';
import * as exportMigration from './exportMigration';
import * as keyMigration from './keyMigration';
import { messageExportExpiry, messageExportJob } from './exports';
import * as recipientMigration from './recipientMigration';
import * as privacyMigration from './privacyMigration';
import messageEventRoutes from './operatorRoutes';
import { messageMonths } from './job';
import messageRoutes from './routes';
import './table';

/** Every message an account sends or receives: taken from the platform's events, listed, exported. */
export const messageLogsModule: ServerModule = {
  name: 'messageLogs',
  dependsOn: ['auditLog'],
  resources: [messagesResource],
  routes: messageRoutes,
  operatorRoutes: messageEventRoutes,
  migrations: {
    '20261129T0440_message_logs': migration,
    '20261129T0850_messages_by_recipient': recipientMigration,
    '20261129T0900_message_exports': exportMigration,
    '20261129T0910_message_privacy': privacyMigration,
    '20261207T1000_messages_by_api_key': keyMigration,
  },
  jobs: [messageMonths, messageExportJob, messageExportExpiry],
  brokerQueues: [messageEventsQueue],
};
