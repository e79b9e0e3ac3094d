import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { EditableRows } from '../../../../components/ui/editable-rows.tsx';
import { EMPTY_FOLLOW_UP, EMPTY_SURGERY, type PatientFormValues } from '../../lib/patient-form-values.ts';
import { PatientDateField, PatientField } from './patient-field.tsx';

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
      renderRow={(index) => <PatientField name={`current_medications.${index}`} label={`Medication ${index + 1}`} />}
    />
  );
}

export function SurgeryRows() {
  const { control } = useFormContext<PatientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'surgeries' });
  return (
    <EditableRows
      rowName="surgery"
      count={fields.length}
      onAdd={() => append({ ...EMPTY_SURGERY })}
      onDelete={remove}
      renderRow={(index) => (
        <>
          <PatientField
            key={`${fields[index]!.id}-procedure`}
            name={`surgeries.${index}.procedure`}
            label={`Surgical Procedure ${index + 1}`}
            sx={{ flex: 2, minWidth: 200 }}
          />
          <PatientDateField
            key={`${fields[index]!.id}-date`}
            name={`surgeries.${index}.date`}
            label={`Surgery Date ${index + 1}`}
            sx={{ flex: 1, minWidth: 160 }}
          />
        </>
      )}
    />
  );
}

export function FollowUpRows() {
  const { control } = useFormContext<PatientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'succeeding_consultations' });
  return (
    <EditableRows
      rowName="follow-up"
      count={fields.length}
      onAdd={() => append({ ...EMPTY_FOLLOW_UP })}
      onDelete={remove}
      renderRow={(index) => (
        <>
          <PatientDateField
            key={`${fields[index]!.id}-date`}
            name={`succeeding_consultations.${index}.date`}
            label={`Follow-up Date ${index + 1}`}
            sx={{ flex: 1, minWidth: 160 }}
          />
          <PatientField
            key={`${fields[index]!.id}-notes`}
            name={`succeeding_consultations.${index}.notes`}
            label={`Follow-up Notes ${index + 1}`}
            sx={{ flex: 2, minWidth: 200 }}
          />
          <PatientField
            key={`${fields[index]!.id}-plan`}
            name={`succeeding_consultations.${index}.plan`}
            label={`Follow-up Plan ${index + 1}`}
            sx={{ flex: 2, minWidth: 200 }}
          />
        </>
      )}
    />
  );
}
