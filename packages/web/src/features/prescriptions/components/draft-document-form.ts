import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../../../lib/contract-form.tsx';

interface DraftDocumentFormOptions<Values extends FieldValues, Fields> {
  /** The contract's schema. The form holds blanks it refuses (an unfilled date is ''), so its values are wider. */
  schema: z.ZodType<Fields>;
  defaultValues: DefaultValues<Values>;
  /** Saves the checked fields as a draft. */
  create: (fields: Fields) => Promise<unknown>;
  messages: { created: string; createFailed: string };
  onSaved: (text: string) => void;
}

/** The form of a new prescription or certificate: checked by its contract, saved as a draft, then said saved. */
export function useDraftDocumentForm<Values extends FieldValues, Fields>({
  schema,
  defaultValues,
  create,
  messages,
  onSaved,
}: DraftDocumentFormOptions<Values, Fields>) {
  return useContractForm<Values, Fields>({
    defaultValues,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Fields>,
    onSubmit: async (fields) => {
      await create(fields);
      onSaved(messages.created);
    },
    failureText: messages.createFailed,
    guardUnsaved: false,
  });
}
