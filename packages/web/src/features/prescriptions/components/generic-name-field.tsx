import type { Drug } from '@clinic/contracts';
import { useController } from 'react-hook-form';
import { SuggestingTextField } from '../../../components/ui/suggesting-text-field.tsx';
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
    <SuggestingTextField
      text={name}
      label="Generic name"
      options={drugs.data ?? []}
      optionLabel={(drug: Drug) => drug.generic_name}
      optionKey={(drug) => drug.id}
      onPick={(drug) => {
        if (drug.dangerous_drug) dangerous.field.onChange(true);
      }}
      renderOption={(drug) => (drug.dangerous_drug ? `${drug.generic_name} (dangerous drug)` : drug.generic_name)}
    />
  );
}
