import { foldedName, type Service } from '@clinic/contracts';
import { useController } from 'react-hook-form';
import { PROCEDURE_FIELD_LABELS } from '../../../components/ui/procedure-labels.ts';
import { SuggestingTextField } from '../../../components/ui/suggesting-text-field.tsx';
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
    <SuggestingTextField
      text={name}
      label={label}
      options={services.data ?? []}
      optionLabel={(service: Service) => service.name}
      optionKey={(service) => service.id}
      value={chosen}
      filterOptions={servicesMatching}
      onType={() => serviceId.field.onChange(null)}
      onPick={(service) => {
        serviceId.field.onChange(service.id);
        // The price list's price is the amount charged unless someone changes it.
        amount.field.onChange(service.price);
      }}
    />
  );
}
