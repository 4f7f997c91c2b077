import type { ComponentType } from 'react';
import { REVIEW_QUEUE_RESOURCES, type ReviewQueue } from '../../contract/staffReviews';
import type { StaffRole } from '../../contract/staff';
import { staffMonthClose } from '../../contract/staffMoney';
import {
  staffAccountsResource,
  staffAuditLogResource,
  staffDisabledCallbacksResource,
  staffJobsResource,
  staffMessageSearchResource,
  staffNoticesResource,
  staffPricesResource,
  staffUsersResource,
} from '../../contract/staffResources';
import type { MenuPlace } from '../../contract/resource';
import { apiOf, defineResource, type ResourceDefinition } from '../resources/define';

type View = () => Promise<{ default: ComponentType<{ def: ResourceDefinition }> }>;
type Page = () => Promise<{ default: ComponentType }>;

/** A staff resource: its declaration, and the views its screen adds (loaded lazily). */
export interface StaffResource extends ResourceDefinition {
  staffViews?: { list?: View; show?: Page; create?: Page };
}

const staff = (
  declaration: Parameters<typeof defineResource>[0],
  staffViews?: StaffResource['staffViews'],
): StaffResource => ({ ...defineResource(declaration), staffViews });

/**
 * Every resource of the staff console, declared once in the contract (audience 'staff', its
 * roles and menu place); the menu, the access check and the data provider read them here.
 * A new staff screen is one more declaration in this list.
 */
export const STAFF_RESOURCES: readonly StaffResource[] = [
  ...Object.values(REVIEW_QUEUE_RESOURCES).map((declaration) => staff(declaration)),
  staff(staffAccountsResource, {
    list: () => import('./views/AccountList'),
    show: () => import('./views/AccountPage'),
  }),
  staff(staffMessageSearchResource, {
    list: () => import('./views/MessageSearchList'),
    show: () => import('./views/MessagePage'),
  }),
  staff(staffPricesResource, { list: () => import('./views/PriceList') }),
  staff(staffUsersResource, { list: () => import('./views/StaffUserList') }),
  staff(staffNoticesResource, {
    list: () => import('./views/NoticeList'),
    create: () => import('./views/NoticeCompose'),
  }),
  staff(staffJobsResource, { list: () => import('./views/JobList') }),
  staff(staffDisabledCallbacksResource, { list: () => import('./views/DisabledCallbackList') }),
  staff(staffAuditLogResource, { list: () => import('./views/StaffAuditList') }),
];

/** A screen of the staff console that is no list of records, with its roles and menu place. */
export interface StaffPage {
  name: string;
  roles: readonly StaffRole[];
  menu: MenuPlace;
  view: Page;
}

export const STAFF_PAGES: readonly StaffPage[] = [
  {
    name: 'money',
    roles: staffMonthClose.roles,
    menu: { group: 'money', key: 'money', order: 10 },
    view: () => import('./views/MoneyPage'),
  },
];

export const STAFF_RESOURCE_APIS = Object.fromEntries(
  STAFF_RESOURCES.map((def) => [def.name, apiOf(def)]),
);

/** The review queue a resource is, by its name (`reviews/<queue>`). */
export const queueOf = (name: string) => name.slice('reviews/'.length) as ReviewQueue;
