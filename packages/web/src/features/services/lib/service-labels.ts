import type { ServiceCategory } from '@clinic/contracts';

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  consultation: 'Consultation',
  injectable: 'Injectable',
  facial: 'Facial',
  laser: 'Laser',
  skin_treatment: 'Skin treatment',
  body: 'Body',
  surgery: 'Surgery',
  other: 'Other',
};
