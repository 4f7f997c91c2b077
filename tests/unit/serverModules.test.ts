// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INGEST_SUBSCRIBERS } from '../../server/ingestSubscribers';
import { messagesChanged } from '../../server/modules/messageLogs/events';
import { MODULES } from '../../server/modules/registry';
import { importCycles, importGraph } from './support/importGraph';

const ROOT = path.resolve(__dirname, '../..');
const MODULES_DIR = path.join(ROOT, 'server/modules');

/** The module folder a file belongs to, or null for the registry and module.ts. */
const moduleOf = (file: string): string | null => {
  const [folder, ...rest] = path.relative(MODULES_DIR, file).split(path.sep);
  return rest.length > 0 && !folder.startsWith('..') ? folder : null;
};

/** Each module folder with the other module folders its files import (type-only included). */
function importedModules(): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  for (const [file, targets] of importGraph(path.join(ROOT, 'server'), { types: true })) {
    const from = moduleOf(file);
    if (!from) continue;
    const found = imported.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) found.add(to);
    }
    imported.set(from, found);
  }
  return imported;
}

describe('the server modules depend one way, as they declare', () => {
  const folders = fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const imported = importedModules();

  it('registers every folder under server/modules/ once, by its name', () => {
    expect(MODULES.map((module) => module.name).sort()).toEqual([...folders].sort());
  });

  it('declares in dependsOn exactly the modules its files import', () => {
    const declared = Object.fromEntries(
      MODULES.map((module) => [module.name, [...module.dependsOn].sort()]),
    );
    const found = Object.fromEntries(
      MODULES.map((module) => [module.name, [...(imported.get(module.name) ?? [])].sort()]),
    );
    expect(found).toEqual(declared);
  });

  it('has no circle of declared dependencies, and depends only on registered modules', () => {
    const names = new Set(MODULES.map((module) => module.name));
    const unknown = MODULES.flatMap((module) => module.dependsOn.filter((n) => !names.has(n)));
    expect(unknown).toEqual([]);
    const declared = new Map(MODULES.map((module) => [module.name, [...module.dependsOn]]));
    expect(importCycles(declared)).toEqual([]);
  });

  it('loads in the message ingest’s thread every module that acts on its events', () => {
    const subscribers = MODULES.filter((module) =>
      module.subscriptions?.some((subscription) => subscription.event === messagesChanged.name),
    ).map((module) => module.name);
    expect(subscribers).toContain('deliveryAlerts');
    expect(INGEST_SUBSCRIBERS.map((module) => module.name)).toEqual(subscribers);
  });
});
