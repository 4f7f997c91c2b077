import { messageTemplates } from '../../../contract/messageTemplates';
import type { ServerModule } from '../module';
import * as migration from './migration';
import { messageTemplateOperatorRoutes, messageTemplateRoutes } from './routes';
import './table';

/** WhatsApp message templates, a declared resource under operator review. */
export const messageTemplatesModule: ServerModule = {
  name: 'messageTemplates',
  dependsOn: [],
  resources: [messageTemplates],
  routes: messageTemplateRoutes,
  operatorRoutes: messageTemplateOperatorRoutes,
  migrations: { '0019_message_templates': migration },
};
