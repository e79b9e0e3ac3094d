import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { doctorKey } from '@clinic/contracts';
import { useController } from 'react-hook-form';
import { PROCEDURE_FIELD_LABELS } from '../../../components/ui/procedure-labels.ts';
import { usePractitionerRoster } from '../api/get-practitioners.ts';
import type { ProcedureFormValues } from '../lib/procedure-form-values.ts';

/**
 * The procedure's doctor: the roster's printed names, filtered by what is typed as the roster
 * matches names (`dr reyes` finds `Dr. Maria Reyes`); free text stays possible.
 */
export function DoctorNameField() {
  const roster = usePractitionerRoster();
  const doctor = useController<ProcedureFormValues, 'doctor_name'>({ name: 'doctor_name' });
  const names = (roster.data ?? []).map((practitioner) => practitioner.display_name);

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      fullWidth
      options={names}
      inputValue={doctor.field.value}
      filterOptions={(options, { inputValue }) => {
        const wanted = doctorKey(inputValue);
        return options.filter((name) => doctorKey(name).includes(wanted));
      }}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') doctor.field.onChange(value);
      }}
      onChange={(_event, name) => {
        if (name !== null) doctor.field.onChange(name);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={PROCEDURE_FIELD_LABELS.doctor_name}
          required
          name={doctor.field.name}
          inputRef={doctor.field.ref}
          onBlur={doctor.field.onBlur}
          error={Boolean(doctor.fieldState.error)}
          helperText={doctor.fieldState.error?.message}
        />
      )}
    />
  );
}
