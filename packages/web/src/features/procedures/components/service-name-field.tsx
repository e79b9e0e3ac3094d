import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { foldedName, type Service } from '@clinic/contracts';
import { useController } from 'react-hook-form';
import { PROCEDURE_FIELD_LABELS } from '../../../components/ui/procedure-labels.ts';
import { useActiveServices } from '../api/get-services.ts';
import type { ProcedureFormValues } from '../lib/procedure-form-values.ts';

/** Services whose name holds what was typed, compared as every name rule compares names. */
const servicesMatching = (services: Service[], typed: string) => {
  const wanted = foldedName(typed);
  return services.filter((service) => foldedName(service.name).includes(wanted));
};

/**
 * The procedure's name: the catalogue's active services first, typing filters them; free text
 * stays possible. Choosing a service links it and fills the amount with its price; typed text is linked by the server when it folds
 * to a service's name.
 */
export function ServiceNameField({ label = PROCEDURE_FIELD_LABELS.name }: { label?: string }) {
  const services = useActiveServices();
  const name = useController<ProcedureFormValues, 'name'>({ name: 'name' });
  const serviceId = useController<ProcedureFormValues, 'service_id'>({ name: 'service_id' });
  const amount = useController<ProcedureFormValues, 'amount'>({ name: 'amount' });
  const chosen = services.data?.find((service) => service.id === serviceId.field.value) ?? null;

  return (
    <Autocomplete<Service, false, false, true>
      freeSolo
      fullWidth
      options={services.data ?? []}
      value={chosen}
      inputValue={name.field.value}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      filterOptions={(options, { inputValue }) => servicesMatching(options, inputValue)}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        name.field.onChange(value);
        serviceId.field.onChange(null);
      }}
      onChange={(_event, option) => {
        if (option === null || typeof option === 'string') return;
        name.field.onChange(option.name);
        serviceId.field.onChange(option.id);
        // The price list's price is the amount charged unless someone changes it.
        amount.field.onChange(option.price);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
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
