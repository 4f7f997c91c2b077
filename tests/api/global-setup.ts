import type { TestProject } from 'vitest/node';
import { makeTemplates, type Templates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded databases each test's database is copied from. */
    templates: Templates;
  }
}

/** Migrates and seeds the suite's starting databases once, before any file runs. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await makeTemplates(process.env.TEST_DATABASE_URL);
  project.provide('templates', templates);
  return remove;
}
