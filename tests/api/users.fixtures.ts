import type { FastifyInstance } from 'fastify';
import {
  encodeCredential,
  type PermissionGroup,
  type Role,
  type SubAccount,
  type SubAccountCreate,
} from '../../contract';
import { call } from './harness';

let serial = 0;

/** A fresh, unused email and phone for a sub-account under test. */
export function contacts() {
  serial += 1;
  const n = `${Date.now() % 1_000_000}${String(serial).padStart(3, '0')}`;
  return { email: `sub-${n}@example.com`, phone: `+4479${n.padStart(9, '0').slice(-9)}` };
}

/** Creates a role through the API and returns it. */
export async function makeRole(
  app: FastifyInstance,
  token: string,
  permissions: PermissionGroup[],
  name = `Role ${++serial}`,
) {
  const { body } = await call<Role>(app, 'POST', '/v1/roles', {
    token,
    body: { name, permissions },
  });
  if (body.code !== '000000') throw new Error(`role not created: ${body.message}`);
  return body.data;
}

/** A sub-account holding a new role of `permissions`, made through the API. */
export async function makeSubWith(
  app: FastifyInstance,
  token: string,
  permissions: PermissionGroup[],
) {
  return makeSub(app, token, (await makeRole(app, token, permissions)).id);
}

export const CUSTOM_PASSWORD = 'Sub#Pass99';

/** Creates a sub-account with a custom password through the API and returns it. */
export async function makeSub(
  app: FastifyInstance,
  token: string,
  roleId: string,
  extra: Partial<SubAccountCreate> = {},
) {
  const { body } = await call<SubAccount & { generatedPassword: string | null }>(
    app,
    'POST',
    '/v1/sub-accounts',
    {
      token,
      body: {
        ...contacts(),
        name: 'Test Sub',
        roleId,
        passwordMode: 'custom',
        password: encodeCredential(CUSTOM_PASSWORD),
        ...extra,
      },
    },
  );
  if (body.code !== '000000') throw new Error(`sub-account not created: ${body.message}`);
  return body.data;
}
