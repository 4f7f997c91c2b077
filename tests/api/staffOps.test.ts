import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';
import { verifyPassword } from '../../server/lib/password';
import { backends, createPostgresDatabase } from './harness';

/** The first admin as an operator makes one: `npm run ops -- staff-create …`. */
describe.each(backends())('npm run ops -- staff-create on %s', { timeout: 120_000 }, (backend) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-staff-'));
  let databaseUrl = `sqlite:${path.join(dir, 'ops.db')}`;
  let drop = async () => {};
  beforeAll(async () => {
    if (backend !== 'postgres') return;
    const postgres = await createPostgresDatabase();
    databaseUrl = postgres.url;
    drop = postgres.drop;
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const ops = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'staff-create', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });

  it('creates a staff user and prints a one-time password that must be changed', async () => {
    const run = ops('--email', 'Root@Staff.example', '--role', 'admin', '--name', 'Root');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/created staff user root@staff\.example \(admin\)/);
    const password = /one-time password: (\S+)/.exec(run.stdout)?.[1] ?? '';
    expect(password).toHaveLength(12);
    const db = connect(databaseUrl);
    try {
      const user = await db.kysely.selectFrom('staff_users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        email: 'root@staff.example',
        name: 'Root',
        role: 'admin',
        must_change_password: 1,
        totp_confirmed: 0,
        disabled: 0,
      });
      expect(user.password_hash).not.toContain(password);
      expect(await verifyPassword(password, user.password_hash)).toBe(true);
      const audit = await db.kysely.selectFrom('staff_audit_log').selectAll().execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'staffUser.create', staff_user_id: null, ip: null });
    } finally {
      await db.destroy();
    }
  });

  it('refuses a taken email, an unknown role and a missing argument with a clear line', () => {
    const taken = ops('--email', 'root@staff.example', '--role', 'support');
    expect(taken.status).not.toBe(0);
    expect(taken.stderr).toContain('a staff user with the email root@staff.example already exists');
    const role = ops('--email', 'other@staff.example', '--role', 'owner');
    expect(role.status).not.toBe(0);
    expect(role.stderr).toContain(
      'unknown role owner: use one of support, reviewer, finance, admin',
    );
    const email = ops('--email', 'not-an-email', '--role', 'support');
    expect(email.status).not.toBe(0);
    expect(email.stderr).toContain('not an email address: not-an-email');
    const missing = ops('--role', 'support');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(
      /--email and --role are required\nusage: npm run ops -- staff-create/,
    );
  });
});
