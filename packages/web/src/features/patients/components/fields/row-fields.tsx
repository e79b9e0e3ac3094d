import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
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
            label={patientRowLabel('surgeries.procedure', index)}
            sx={{ flex: 2, minWidth: 200 }}
          />
          <PatientDateField
            key={`${fields[index]!.id}-date`}
            name={`surgeries.${index}.date`}
            label={patientRowLabel('surgeries.date', index)}
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
            label={patientRowLabel('succeeding_consultations.date', index)}
            sx={{ flex: 1, minWidth: 160 }}
          />
          <PatientField
            key={`${fields[index]!.id}-notes`}
            name={`succeeding_consultations.${index}.notes`}
            label={patientRowLabel('succeeding_consultations.notes', index)}
            sx={{ flex: 2, minWidth: 200 }}
          />
          <PatientField
            key={`${fields[index]!.id}-plan`}
            name={`succeeding_consultations.${index}.plan`}
            label={patientRowLabel('succeeding_consultations.plan', index)}
            sx={{ flex: 2, minWidth: 200 }}
          />
        </>
      )}
    />
  );
}
