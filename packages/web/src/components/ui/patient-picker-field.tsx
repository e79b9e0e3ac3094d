import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { NAME_SEARCH_MIN_LENGTH, type QuickSearchItem } from '@clinic/contracts';
import { patientName } from '../../lib/patient-name.ts';
import { usePatientPicker } from '../../lib/patient-picker.ts';

/** A patient picked: one found by the search, or one just registered. */
export type PickedPatient = Pick<QuickSearchItem, 'id' | 'first_name' | 'middle_name' | 'last_name'> &
  Partial<Pick<QuickSearchItem, 'date_of_birth' | 'phone_primary'>>;

interface PatientPickerFieldProps {
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  error?: string;
  /** Only this patient (the form was opened from their record). */
  fixed?: boolean;
  /** False where the patient only narrows a search. */
  required?: boolean;
}

const details = (patient: PickedPatient) => [patient.date_of_birth, patient.phone_primary].filter(Boolean).join(' · ');

/** The patient search of a booking or an invoice: a name in any order, a phone or an id, as the quick search finds them. */
export function PatientPickerField({
  value,
  onChange,
  error,
  fixed = false,
  required = true,
}: PatientPickerFieldProps) {
  const [term, setTerm] = useState(value ? patientName(value) : '');
  const search = usePatientPicker(term);
  const short = term.trim().length < NAME_SEARCH_MIN_LENGTH;

  return (
    <Autocomplete<PickedPatient>
      fullWidth
      disabled={fixed}
      options={short ? [] : (search.data ?? [])}
      value={value}
      onChange={(_event, patient) => onChange(patient)}
      inputValue={term}
      // A choice (or a patient just registered) puts their name in the box.
      onInputChange={(_event, text) => setTerm(text)}
      // The server already matched: names in any order, phones and ids.
      filterOptions={(options) => options}
      getOptionLabel={patientName}
      getOptionKey={(patient) => patient.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.isFetching}
      noOptionsText={short ? `Type at least ${NAME_SEARCH_MIN_LENGTH} characters` : 'No patients found'}
      renderOption={({ key, ...props }, patient) => (
        <li key={key} {...props}>
          {patientName(patient)}
          {details(patient) ? ` · ${details(patient)}` : ''}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Patient"
          required={required}
          error={Boolean(error)}
          helperText={error ?? 'Name, phone or patient ID'}
        />
      )}
    />
  );
}
