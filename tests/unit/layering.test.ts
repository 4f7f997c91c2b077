// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules that fire on `code` as if it were the file at `file` (a path under the root). */
async function rulesFiredOn(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

describe("the console's layers, as the linter holds them (circles: importCycles.test.ts)", () => {
  it.each([
    ['src/dataProvider/probe.ts', "export { RESOURCES } from '../resources/registry';"],
    ['src/layout/probe.ts', "export { preloadHome } from '../custom-pages/home/routes';"],
    ['src/authProvider/probe.ts', "export { preloadHome } from '../custom-pages/home/routes';"],
    ['src/ui/probe.ts', "export { RESOURCES } from '../resources/registry';"],
    ['src/i18n/probe.ts', "export const load = () => import('../resources/messages');"],
    ['src/utils/probe.ts', "export { readLanguage } from '../i18n/language';"],
    ['src/resources/probe.ts', "export { preloadHome } from '../custom-pages/home/routes';"],
  ])('%s refuses: %s', async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    const refusal = result.messages.find((m) => m.ruleId === 'import-x/no-restricted-paths');
    // the message says where the thing belongs instead
    expect(refusal?.message).toMatch(/src\/(ui|paths|layout)\/|argument/);
  });

  it('lets a resource use the shared layers', async () => {
    const code =
      "export { useLookup } from '../ui/lookups';\nexport { call } from '../dataProvider';";
    expect(await rulesFiredOn('src/resources/probe.ts', code)).toEqual([]);
  });
});

describe("the server's layers, as the linter holds them (modules: serverModules.test.ts)", () => {
  it.each([
    ['server/lib/probe.ts', "export { connect } from '../db/connect';", /argument/],
    ['server/db/probe.ts', "export { seedDemo } from '../lifecycle/seed/demo';", /lifecycle\/seed/],
    ['server/jobs/probe.ts', "export { post } from '../modules/wallet/ledger';", /module's folder/],
    ['server/messaging/probe.ts', "export { route } from '../http/route';", /argument/],
    ['server/http/probe.ts', "export { MODULES } from '../modules/registry';", /argument/],
    ['server/modules/wallet/probe.ts', "export { JOB_KINDS } from '../registry';", /domain event/],
    [
      'server/modules/wallet/probe.ts',
      "export { default } from '../../plugins/jobs';",
      /domain event/,
    ],
  ])('%s refuses: %s', async (file, code, belongs) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    const refusal = result.messages.find((m) => m.ruleId === 'import-x/no-restricted-paths');
    expect(refusal?.message).toMatch(belongs);
  });

  it('lets a module use the layers below it', async () => {
    const code =
      "export { enqueue } from '../../jobs/enqueue';\nexport { route } from '../../http/route';";
    expect(await rulesFiredOn('server/modules/wallet/probe.ts', code)).toEqual([]);
  });
});
