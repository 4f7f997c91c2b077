import * as contract from '../../contract';
import type { ApiCall } from '../../contract';
import * as auditLog from '../../contract/auditLog';
import * as messageTemplates from '../../contract/messageTemplates';
import * as senderIds from '../../contract/senderIds';
import * as staff from '../../contract/staff';
import * as staffAccounts from '../../contract/staffAccounts';
import * as staffMessages from '../../contract/staffMessages';
import * as staffMoney from '../../contract/staffMoney';
import * as staffOperations from '../../contract/staffOperations';
import * as staffReviews from '../../contract/staffReviews';
import { DECLARED_RESOURCES } from '../modules/registry';

/** Every contract module that declares calls (the index re-exports the customer's ones). */
const MODULES: Record<string, unknown>[] = [
  contract,
  auditLog,
  messageTemplates,
  senderIds,
  staff,
  staffAccounts,
  staffMessages,
  staffMoney,
  staffOperations,
  staffReviews,
];

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<ApiCall>).method === 'string' &&
  typeof (value as Partial<ApiCall>).path === 'string' &&
  'response' in value;

/** `sender-ids` → `senderIds`, the name a resource's declaration is exported under. */
const camelCase = (resourceName: string) =>
  (resourceName.split('/').pop() ?? resourceName).replace(/-(\w)/g, (_, c: string) =>
    c.toUpperCase(),
  );

const callsOf = (value: unknown): [string, ApiCall][] => {
  if (typeof value !== 'object' || value === null || !('api' in value)) return [];
  const api = (value as { api: unknown }).api;
  if (typeof api !== 'object' || api === null) return [];
  return Object.entries(api).filter((entry): entry is [string, ApiCall] => isCall(entry[1]));
};

/**
 * Each call's name, as the console imports it: the export (`listOrders`), or the declared
 * resource and the kind of call for those a resource declaration makes (`senderIds.list`).
 * The exports are the one source: renaming a call renames its operation. A resource module
 * registers without a line here: its calls are named after its declared name.
 */
function nameCalls(): ReadonlyMap<ApiCall, string> {
  const names = new Map<ApiCall, string>();
  const exports = MODULES.flatMap((module) => Object.entries(module));
  for (const [name, value] of exports)
    if (isCall(value) && !names.has(value)) names.set(value, name);
  for (const [name, value] of exports)
    for (const [kind, call] of callsOf(value))
      if (!names.has(call)) names.set(call, `${name}.${kind}`);
  for (const resource of DECLARED_RESOURCES)
    for (const [kind, call] of callsOf(resource))
      if (!names.has(call)) names.set(call, `${camelCase(resource.name)}.${kind}`);
  return names;
}

export const callNames = nameCalls();

const ACRONYMS: Record<string, string> = {
  api: 'API',
  google: 'Google',
  id: 'ID',
  ids: 'IDs',
  ip: 'IP',
  ips: 'IPs',
  url: 'URL',
  sms: 'SMS',
  totp: 'TOTP',
};
const VERBS: Record<string, string> = {
  list: 'list',
  one: 'get one of',
  create: 'create',
  update: 'update',
  remove: 'delete',
};

/** A call's name as a sentence: `createApiKey` → "Create API key", `senderIds.list` → "List sender IDs". */
export function summaryOf(name: string): string {
  const [subject, kind] = name.split('.');
  const words = subject
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word);
  const text = [...(kind ? [VERBS[kind] ?? kind] : []), ...words].join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
