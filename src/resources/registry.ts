import { apiOf, type ResourceDefinition } from './define';
import { orders } from './orders';

/** Every resource of the console; App registers them and the data provider serves them. */
export const RESOURCES: readonly ResourceDefinition[] = [orders];

/** Contract calls by resource name, for the data provider. */
export const RESOURCE_APIS = Object.fromEntries(RESOURCES.map((def) => [def.name, apiOf(def)]));
