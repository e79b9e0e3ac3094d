import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Drug } from '@clinic/contracts';
import { useController } from 'react-hook-form';
import { useDrugs } from '../api/get-drugs.ts';
import type { PrescriptionFormValues } from './prescription-form-values.ts';

/**
 * An item's generic name: free text, with the clinic's drug list as suggestions. Choosing one
 * takes its remembered dangerous-drug flag.
 */
export function GenericNameField({ index }: { index: number }) {
  const name = useController<PrescriptionFormValues, `items.${number}.generic_name`>({
    name: `items.${index}.generic_name`,
  });
  const dangerous = useController<PrescriptionFormValues, `items.${number}.dangerous_drug`>({
    name: `items.${index}.dangerous_drug`,
  });
  const drugs = useDrugs(name.field.value.trim());
  return (
    <Autocomplete<Drug, false, false, true>
      freeSolo
      fullWidth
      options={drugs.data ?? []}
      inputValue={name.field.value}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.generic_name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      filterOptions={(options) => options}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') name.field.onChange(value);
      }}
      onChange={(_event, option) => {
        if (option === null || typeof option === 'string') return;
        name.field.onChange(option.generic_name);
        if (option.dangerous_drug) dangerous.field.onChange(true);
      }}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.dangerous_drug ? `${option.generic_name} (dangerous drug)` : option.generic_name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Generic name"
          required
          name={name.field.name}
          inputRef={name.field.ref}
          onBlur={name.field.onBlur}
          error={Boolean(name.fieldState.error)}
          helperText={name.fieldState.error?.message}
        />
      )}
    />
  );
}
