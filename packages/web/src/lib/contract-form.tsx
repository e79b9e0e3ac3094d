import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { SaveErrorAlert, type SaveError } from '../components/ui/save-error-alert.tsx';
import { UnsavedChangesGuard } from '../components/ui/unsaved-changes.tsx';
import { errorMessage } from './api-error.ts';
import { showServerFieldErrors, type FieldOf } from './server-field-errors.ts';

/** Where a form's rules come from: the contract's schema, or a resolver built on it for values shaped otherwise. */
type ContractRules<Values extends FieldValues, Output> =
  | { schema: z.ZodType<Output, Values>; resolver?: never }
  | { resolver: Resolver<Values, unknown, Output>; schema?: never };

export type ContractFormOptions<Values extends FieldValues, Output> = ContractRules<Values, Output> & {
  defaultValues: DefaultValues<Values>;
  /** Sends the checked values; a rejection is shown under its fields, or else in the alert. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** The alert's words when the server's refusal says nothing itself. */
  failureText: string;
  /** Turns a server issue's location into the form's field name (default: the location joined by dots). */
  fieldOf?: FieldOf;
  /** Asks before leaving the page while the form has unsaved changes. Off where the screen keeps its own lock. */
  guardUnsaved: boolean;
  /**
   * `fields` (default): each rule's message under its field. `first`: only the first rule broken,
   * said in the alert, for forms whose spec reports one message at a time.
   */
  issues?: 'fields' | 'first';
  mode?: 'onSubmit' | 'onBlur' | 'onTouched';
};

export interface ContractForm<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => void;
  /** Why the last save was refused, beside the submit button; it takes focus when it appears. */
  errorAlert: ReactNode;
  /** The question asked before leaving with unsaved changes; render it once in the form. */
  unsavedGuard: ReactNode;
  /** Shows a refusal the form found itself (a check beyond the contract's). */
  refuse: (text: string) => void;
}

/** The first rule the values break, as the form's only error, for `issues: 'first'`. */
function firstIssueResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const checked = await schema.safeParseAsync(values);
    if (checked.success) return { values: checked.data, errors: {} };
    const message = checked.error.issues[0]?.message ?? '';
    return { values: {}, errors: { root: { type: 'validation', message } } as FieldErrors<Values> };
  };
}

/**
 * One way to build a form on a contract: react-hook-form checked by the contract's schema (the same
 * rules the server applies), the server's field issues put under their fields, any other refusal in
 * an alert that takes focus, and a question before leaving unsaved changes.
 */
export function useContractForm<Values extends FieldValues, Output>(
  options: ContractFormOptions<Values, Output>,
): ContractForm<Values, Output> {
  const { schema, issues = 'fields' } = options;
  const [resolver] = useState<Resolver<Values, unknown, Output>>(() => {
    if (!schema) return options.resolver;
    if (issues === 'first') return firstIssueResolver(schema);
    return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  });
  const form = useForm<Values, unknown, Output>({
    defaultValues: options.defaultValues,
    resolver,
    mode: options.mode ?? 'onSubmit',
  });
  const [refusal, setRefusal] = useState<SaveError | null>(null);

  const handle = form.handleSubmit(
    async (values) => {
      setRefusal(null);
      try {
        await options.onSubmit(values);
      } catch (error) {
        const placed = issues === 'fields' ? showServerFieldErrors(error, form.setError, options.fieldOf) : 0;
        if (placed === 0) setRefusal({ text: errorMessage(error, options.failureText) });
      }
    },
    (errors) => setRefusal(errors.root?.message ? { text: errors.root.message } : null),
  );

  return {
    form,
    submit: (event) => void handle(event),
    errorAlert: <SaveErrorAlert error={refusal} />,
    unsavedGuard: options.guardUnsaved ? <UnsavedChangesGuard active={form.formState.isDirty} /> : null,
    refuse: (text) => setRefusal({ text }),
  };
}
