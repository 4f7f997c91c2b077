import type { TestProject } from 'vitest/node';
import { makeTemplates } from './templates';

/** Migrates and seeds the suite's starting databases once, before any file runs. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await makeTemplates(process.env.TEST_DATABASE_URL);
  project.provide('templates', templates);
  return remove;
}
