import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, testDatabaseTargetOf } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** See `createDatabaseTemplate`. */
    testDatabaseTemplate: string;
  }
}

/** Vitest's global setup of an integration project: one migrated database for the run. */
export default async function setup(project: TestProject) {
  const template = await createDatabaseTemplate(testDatabaseTargetOf(project.config.env));
  project.provide('testDatabaseTemplate', template.reference);
  return () => template.remove();
}
