import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

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

describe('the layers the linter keeps', { timeout: 60_000 }, () => {
  it('refuses a web feature importing another feature', async () => {
    const messages = await messagesFor(
      'packages/web/src/features/users/components/wrong.tsx',
      "import { PatientCreateForm } from '../../patients/components/patient-create-form.tsx';\nexport const x = PatientCreateForm;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('A feature does not import another feature'));
  });

  it('refuses shared web code importing a feature', async () => {
    const messages = await messagesFor(
      'packages/web/src/components/ui/wrong.tsx',
      "import { PatientCreateForm } from '../../features/patients/components/patient-create-form.tsx';\nexport const x = PatientCreateForm;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('Shared code does not import a feature'));
  });

  it('refuses server infrastructure importing a feature', async () => {
    const messages = await messagesFor(
      'packages/server/src/http/wrong.ts',
      "import { createPatientsService } from '../patients/patients.service.ts';\nexport const x = createPatientsService;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('Infrastructure does not import a feature'));
  });

  it('accepts a feature importing its own files and shared code', async () => {
    const messages = await messagesFor(
      'packages/web/src/features/patients/components/fine.tsx',
      "import { PatientCreateForm } from './patient-create-form.tsx';\nimport { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';\nexport const x = [PatientCreateForm, ConfirmDialog];\n",
    );
    expect(messages).toEqual([]);
  });
});
