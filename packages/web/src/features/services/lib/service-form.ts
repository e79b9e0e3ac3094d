import type { Service, ServiceInput } from '@clinic/contracts';

/** The form's values: every field filled, so each input is controlled from the start. */
export type ServiceFormValues = Required<ServiceInput>;

export const NEW_SERVICE: ServiceFormValues = {
  name: '',
  category: 'injectable',
  duration_minutes: 30,
  consent_template_ids: [],
  uses_stock: false,
  active: true,
  price: '0',
  tax_class: 'vatable',
  senior_pwd_eligible: false,
  senior_pwd_note: '',
  photos_before_required: 0,
  photos_after_required: 0,
};

export const serviceValues = (service: Service): ServiceFormValues => ({
  name: service.name,
  category: service.category,
  duration_minutes: service.duration_minutes,
  consent_template_ids: service.consent_template_ids,
  uses_stock: service.uses_stock,
  active: service.active,
  price: service.price,
  tax_class: service.tax_class,
  senior_pwd_eligible: service.senior_pwd_eligible,
  senior_pwd_note: service.senior_pwd_note,
  photos_before_required: service.photos_before_required,
  photos_after_required: service.photos_after_required,
});
