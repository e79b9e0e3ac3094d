/** One item as the form holds it: numbers as typed, turned into numbers by the contracts' schema. */
export interface PrescriptionItemFormValues {
  generic_name: string;
  brand: string;
  strength: string;
  form: string;
  quantity: string;
  sig: string;
  refills: string;
  dangerous_drug: boolean;
}

export interface PrescriptionFormValues {
  items: PrescriptionItemFormValues[];
  procedure_id: number | null;
}

export const emptyItem = (): PrescriptionItemFormValues => ({
  generic_name: '',
  brand: '',
  strength: '',
  form: '',
  quantity: '',
  sig: '',
  refills: '0',
  dangerous_drug: false,
});
