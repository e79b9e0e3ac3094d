import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, testDatabaseTargetOf } from './database-template.ts';
import { buildServerBundle } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** See `createDatabaseTemplate`. */
    testDatabaseTemplate: string;
  }
}

/**
 * Vitest's global setup of an integration project: one migrated database for the run. On
 * PostgreSQL, where the tests of server processes run, the server is bundled once for them.
 */
export default async function setup(project: TestProject) {
  const target = testDatabaseTargetOf(project.config.env);
  if (target === 'postgres') buildServerBundle();
  const template = await createDatabaseTemplate(target);
  project.provide('testDatabaseTemplate', template.reference);
  return () => template.remove();
}
