import { containsNameWords } from '../services/service-name.ts';

/**
 * The template a procedure's new note opens with: the first whose procedure names the procedure's
 * name holds, matched as the services catalogue matches names (`Botox - forehead` opens the
 * Botox template).
 */
export function templateForProcedure<T extends { procedure_names: readonly string[] }>(
  procedureName: string,
  templates: readonly T[],
): T | undefined {
  return templates.find((template) => template.procedure_names.some((name) => containsNameWords(procedureName, name)));
}
