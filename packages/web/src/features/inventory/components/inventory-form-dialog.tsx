import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { EditingDialog, useEditingForm } from '../../../components/ui/editing-dialog.tsx';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

export interface InventoryField {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'checkbox';
  /** A select's options: value and label. */
  options?: readonly (readonly [string, string])[];
  helperText?: string;
}

interface InventoryFormDialogProps<Values extends FieldValues> {
  title: string;
  submitLabel: string;
  fields: readonly InventoryField[];
  schema: z.ZodType<unknown, Values>;
  defaults: DefaultValues<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** Said after a save, e.g. "Lot AB123 received." */
  onSaved: (values: Values) => void;
  /** A question to answer before these values are saved (receiving expired stock); none to save at once. */
  confirmation?: (values: Values) => Confirmation | undefined;
}

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * One inventory form (a product, a lot, an adjustment) in a dialog: checked by its contracts
 * schema as the server checks it, each server refusal under its field or above the buttons.
 */
export function InventoryFormDialog<Values extends FieldValues>({
  title,
  submitLabel,
  fields,
  schema,
  defaults,
  onSubmit,
  onClose,
  onSaved,
  confirmation,
}: InventoryFormDialogProps<Values>) {
  const editing = useEditingForm<Values>({ schema, defaultValues: defaults, failureText: 'Saving failed' });
  const [asking, setAsking] = useState<{ values: Values; question: Confirmation } | null>(null);
  const save = (values: Values) =>
    editing.save(
      () => onSubmit(values),
      () => onSaved(values),
    );

  const submit = editing.form.handleSubmit(async (values) => {
    const question = confirmation?.(values);
    if (question) setAsking({ values, question });
    else await save(values);
  });

  return (
    <>
      <EditingDialog title={title} editing={editing} onSubmit={submit} submitLabel={submitLabel} onClose={onClose}>
        {fields.map((field) =>
          field.type === 'checkbox' ? (
            <FormCheckbox<Values> key={field.name} name={field.name as never} label={field.label} />
          ) : (
            <FormTextField<Values>
              key={field.name}
              name={field.name as never}
              label={field.label}
              type={field.type === 'number' || field.type === 'date' ? field.type : 'text'}
              select={field.options !== undefined}
              helperText={field.helperText}
            >
              {field.options?.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </FormTextField>
          ),
        )}
      </EditingDialog>
      {asking ? (
        <ConfirmDialog
          open
          {...asking.question}
          onConfirm={() => {
            setAsking(null);
            void save(asking.values);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
