import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';

/** The operator command as an operator runs it: `npm run ops -- notice-publish …`. */
describe('npm run ops -- notice-publish', { timeout: 30_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'ops.db')}` };
  const ops = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
      env,
      encoding: 'utf8',
    });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('publishes a sanitised notice from an HTML file, in two languages', async () => {
    fs.writeFileSync(
      path.join(dir, 'n.html'),
      '<p>Planned <b>maintenance</b><script>x()</script></p>',
    );
    fs.writeFileSync(path.join(dir, 'n.zh.html'), '<p>计划维护</p>');
    const run = ops(
      'notice-publish',
      '--title',
      'Maintenance',
      '--file',
      path.join(dir, 'n.html'),
      '--title-zh',
      '维护通知',
      '--file-zh',
      path.join(dir, 'n.zh.html'),
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/published notice \w+: Maintenance/);
    const db = connect(env.DATABASE_URL);
    const rows = await db.kysely.selectFrom('notices').selectAll().execute();
    await db.destroy();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title_en: 'Maintenance',
      content_en: '<p>Planned <b>maintenance</b></p>',
      title_zh: '维护通知',
      content_zh: '<p>计划维护</p>',
    });
  });

  it('explains bad arguments with the usage and exits 2', () => {
    const missing = ops('notice-publish', '--title', 'No file');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(
      /--title and --file are required\nusage: npm run ops -- notice-publish/,
    );
    const unknown = ops('no-such-verb');
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toMatch(/notice-publish\s+publish a platform notice/);
  });
});
