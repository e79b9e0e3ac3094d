import { useFieldArray, useFormContext, useWatch, type FieldArray, type FieldPath } from 'react-hook-form';
import { EditableRows } from '../../../../components/ui/editable-rows.tsx';
import { EMPTY_FOLLOW_UP, EMPTY_SURGERY, type PatientFormValues } from '../../lib/patient-form-values.ts';
import { PatientDateField, PatientField } from './patient-field.tsx';
import { patientRowLabel } from '../../../../components/ui/patient-labels.ts';

export function MedicationRows() {
  const { control, setValue } = useFormContext<PatientFormValues>();
  const medications = useWatch({ control, name: 'current_medications' });
  const replace = (rows: string[]) =>
    setValue('current_medications', rows, { shouldValidate: true, shouldDirty: true });
  return (
    <EditableRows
      rowName="medication"
      count={medications.length}
      onAdd={() => replace([...medications, ''])}
      onDelete={(index) => replace(medications.filter((_, row) => row !== index))}
      renderRow={(index) => (
        <PatientField name={`current_medications.${index}`} label={patientRowLabel('current_medications', index)} />
      )}
    />
  );
}

interface RowColumn {
  field: string;
  /** A date field; otherwise free text, given twice the width. */
  date?: boolean;
}

interface RecordRowsProps<Name extends 'surgeries' | 'succeeding_consultations'> {
  name: Name;
  rowName: string;
  emptyRow: FieldArray<PatientFormValues, Name>;
  columns: readonly RowColumn[];
}

/** A list of records, one row each, with a field per column and a button to add or delete a row. */
function RecordRows<Name extends 'surgeries' | 'succeeding_consultations'>({
  name,
  rowName,
  emptyRow,
  columns,
}: RecordRowsProps<Name>) {
  const { control } = useFormContext<PatientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <EditableRows
      rowName={rowName}
      count={fields.length}
      onAdd={() => append(structuredClone(emptyRow))}
      onDelete={remove}
      renderRow={(index) =>
        columns.map(({ field, date }) => {
          const Field = date ? PatientDateField : PatientField;
          return (
            <Field
              key={`${fields[index]!.id}-${field}`}
              name={`${name}.${index}.${field}` as FieldPath<PatientFormValues>}
              label={patientRowLabel(`${name}.${field}`, index)}
              sx={date ? { flex: 1, minWidth: 160 } : { flex: 2, minWidth: 200 }}
            />
          );
        })
      }
    />
  );
}

export function SurgeryRows() {
  return (
    <RecordRows
      name="surgeries"
      rowName="surgery"
      emptyRow={EMPTY_SURGERY}
      columns={[{ field: 'procedure' }, { field: 'date', date: true }]}
    />
  );
}

export function FollowUpRows() {
  return (
    <RecordRows
      name="succeeding_consultations"
      rowName="follow-up"
      emptyRow={EMPTY_FOLLOW_UP}
      columns={[{ field: 'date', date: true }, { field: 'notes' }, { field: 'plan' }]}
    />
  );
}
