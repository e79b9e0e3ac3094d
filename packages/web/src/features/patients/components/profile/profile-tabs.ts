import type { PatientTab } from '../../../../config/paths.ts';

export const PROFILE_TABS: { value: PatientTab; label: string }[] = [
  { value: 'basic', label: 'Basic Information' },
  { value: 'medical', label: 'Medical History & Lifestyle' },
  { value: 'consultations', label: 'Consultations' },
  { value: 'medications', label: 'Medications' },
  { value: 'procedures', label: 'Procedures' },
  { value: 'attachments', label: 'Attachments' },
  { value: 'photos', label: 'Photos' },
  { value: 'billing', label: 'Billing' },
];

/** The tab named by `?tab=`, or the first one for a missing or unknown name. */
export function profileTab(value: string | null): PatientTab {
  return PROFILE_TABS.find((tab) => tab.value === value)?.value ?? 'basic';
}
