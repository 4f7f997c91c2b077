import { deliveryAlerts as declaration } from '../../../contract/deliveryAlerts';
import { defineResource } from '../define';
import { messages } from './messages';

/** Delivery alerts: list, show, create, edit and delete, from the contract's declaration. */
export const deliveryAlerts = defineResource({ ...declaration, messages, views: { edit: true } });
