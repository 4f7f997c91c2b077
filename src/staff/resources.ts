import { REVIEW_QUEUE_RESOURCES, type ReviewQueue } from '../../contract/staffReviews';
import type { StaffRole } from '../../contract/staff';
import { apiOf, defineResource, type ResourceDefinition } from '../resources/define';

/**
 * Every resource of the staff console, declared once in the contract (audience 'staff', its
 * roles and menu place); the menu, the access check and the data provider read them here.
 * A new staff screen is one more declaration in this list.
 */
export const STAFF_RESOURCES: readonly ResourceDefinition[] = Object.values(
  REVIEW_QUEUE_RESOURCES,
).map((declaration) => defineResource(declaration));

export const STAFF_RESOURCE_APIS = Object.fromEntries(
  STAFF_RESOURCES.map((def) => [def.name, apiOf(def)]),
);

/** Whether a role may use a resource: its declared roles, and admin always. */
export const mayUse = (role: StaffRole | null, def: Pick<ResourceDefinition, 'roles'>) =>
  role === 'admin' || (role !== null && (def.roles ?? []).includes(role));

/** The review queue a resource is, by its name (`reviews/<queue>`). */
export const queueOf = (name: string) => name.slice('reviews/'.length) as ReviewQueue;
