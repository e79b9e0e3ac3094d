import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  SERVER_FEATURES,
  SERVER_INFRASTRUCTURE,
  SERVER_TEST_HARNESS,
  WEB_COMPOSITION,
  WEB_FEATURES,
  WEB_SHARED,
} from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');

const foldersIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Lints one file's text as if it stood at `file`, with the project's configuration. The promise
 * rules and the cycle check need real files in a TypeScript project, so they are left out here.
 */
async function messagesFor(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        'import/no-cycle': 'off',
      },
    },
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const x = imported;\n`;

describe('every folder has a place in the layers', () => {
  it('places every folder of the server in exactly one list, and lists no folder that is gone', () => {
    const lists = [SERVER_FEATURES, SERVER_INFRASTRUCTURE, SERVER_TEST_HARNESS];
    for (const folder of foldersIn('packages/server/src')) {
      expect(
        lists.filter((list) => list.includes(folder)),
        folder,
      ).toHaveLength(1);
    }
    expect(foldersIn('packages/server/src')).toEqual(expect.arrayContaining(lists.flat()));
  });

  it('counts every server folder that is not named as infrastructure or test harness as a feature', () => {
    for (const feature of ['backups', 'photos', 'reminders', 'schedule', 'services', 'practitioners']) {
      expect(SERVER_FEATURES).toContain(feature);
    }
  });

  it('places every folder of the web app, and every folder under features/ is a feature', () => {
    const placed = [...WEB_SHARED, ...WEB_COMPOSITION, 'features'];
    for (const folder of foldersIn('packages/web/src')) expect(placed, `packages/web/src/${folder}`).toContain(folder);
    expect(foldersIn('packages/web/src')).toEqual(expect.arrayContaining(placed));
    expect([...WEB_FEATURES].sort()).toEqual(foldersIn('packages/web/src/features').sort());
  });
});

describe('the layers the linter keeps', { timeout: 60_000 }, () => {
  it.each([
    {
      boundary: 'a web feature importing another feature',
      file: 'packages/web/src/features/photos/components/wrong.tsx',
      specifier: '../../patients/components/patient-create-form.tsx',
      message: 'A feature does not import another feature',
    },
    {
      boundary: 'shared web code importing a feature',
      file: 'packages/web/src/lib/wrong.ts',
      specifier: '../features/reminders/components/reminder-log.tsx',
      message: 'Shared code does not import a feature',
    },
    {
      boundary: 'server infrastructure importing a feature',
      file: 'packages/server/src/http/wrong.ts',
      specifier: '../reminders/reminders.service.ts',
      message: 'Infrastructure does not import a feature',
    },
    {
      boundary: 'code that ships importing the test harness',
      file: 'packages/server/src/patients/wrong.ts',
      specifier: '../testing/test-app.ts',
      message: 'Only tests import the test harness',
    },
    {
      boundary: 'contracts importing the server',
      file: 'packages/contracts/src/common/wrong.ts',
      specifier: '../../../server/src/clock.ts',
      message: 'Contracts depend on nothing of ours',
    },
    {
      boundary: 'the web app importing the server',
      file: 'packages/web/src/lib/wrong.ts',
      specifier: '../../../server/src/clock.ts',
      message: 'The web app meets the server only through contracts',
    },
    {
      boundary: 'the server importing the web app',
      file: 'packages/server/src/http/wrong.ts',
      specifier: '../../../web/src/lib/date-time.ts',
      message: 'The server meets the web app only through contracts',
    },
  ])('refuses $boundary', async ({ file, specifier, message }) => {
    expect(fs.existsSync(path.resolve(root, path.dirname(file), specifier)), specifier).toBe(true);
    expect(await messagesFor(file, importing(specifier))).toContainEqual(expect.stringContaining(message));
  });

  it.each([
    {
      case: 'a feature importing its own files and shared code',
      file: 'packages/web/src/features/patients/components/fine.tsx',
      code: "import { PatientCreateForm } from './patient-create-form.tsx';\nimport { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';\nexport const x = [PatientCreateForm, ConfirmDialog];\n",
    },
    {
      case: 'a server feature importing infrastructure',
      file: 'packages/server/src/reminders/fine.ts',
      code: importing('../http/attempt-limiter.ts'),
    },
    {
      case: 'an infrastructure test using the test harness',
      file: 'packages/server/src/http/fine.int.test.ts',
      code: importing('../testing/test-app.ts'),
    },
  ])('accepts $case', async ({ file, code }) => {
    expect(await messagesFor(file, code)).toEqual([]);
  });
});
