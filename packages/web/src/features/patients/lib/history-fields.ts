import {
  PROCEDURE_STATUS_LABELS,
  ATTENDANCE_LABELS,
  ROLES,
  formatPeso,
  registrationType,
  type HistoryFieldChange,
  type HistoryValue,
  type PatientChangeEntity,
  type Role,
} from '@clinic/contracts';
import {
  CIVIL_STATUS_LABELS,
  PREGNANCY_STATUS_LABELS,
  SEX_CODE_LABELS,
  SUBSTANCE_USE_LABELS,
  patientFieldLabel,
} from '../../../components/ui/patient-labels.ts';
import {
  PAYMENT_FIELD_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../../../components/ui/payment-labels.ts';
import { MEDICATION_FIELD_LABELS, PROCEDURE_FIELD_LABELS } from '../../../components/ui/procedure-labels.ts';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';

const EMPTY = '—';

/** A value from a label table, or the value itself when the table has no such key. */
const labelFrom =
  (labels: Readonly<Record<string, string>>) =>
  (value: string): string =>
    labels[value] ?? value;

const PATIENT_VALUES: Record<string, (value: string) => string> = {
  sex: labelFrom(SEX_CODE_LABELS),
  'lifestyle.civil_status': labelFrom(CIVIL_STATUS_LABELS),
  'lifestyle.tobacco_use': labelFrom(SUBSTANCE_USE_LABELS),
  'lifestyle.alcohol_use': labelFrom(SUBSTANCE_USE_LABELS),
  'female_specific.pregnancy_status': labelFrom(PREGNANCY_STATUS_LABELS),
  created_by_role: (role) => ((ROLES as readonly string[]).includes(role) ? registrationType(role as Role) : role),
};

const PROCEDURE_VALUES: Record<string, (value: string) => string> = {
  status: labelFrom(PROCEDURE_STATUS_LABELS),
  attendance: labelFrom(ATTENDANCE_LABELS),
  start_datetime: formatDateTime,
  end_datetime: formatDateTime,
  amount: formatPeso,
  payment_mode: labelFrom(PAYMENT_MODE_LABELS),
  payment_status: labelFrom(PAYMENT_STATUS_LABELS),
};

const hasKey = <Labels extends object>(labels: Labels, key: string): key is Extract<keyof Labels, string> =>
  Object.hasOwn(labels, key);

/** The procedure form's label: `medications.0.dosage` is "Dosage 1", as the patient rows are numbered. */
function procedureFieldLabel(field: string): string {
  if (hasKey(PROCEDURE_FIELD_LABELS, field)) return PROCEDURE_FIELD_LABELS[field];
  if (hasKey(PAYMENT_FIELD_LABELS, field)) return PAYMENT_FIELD_LABELS[field];
  const [, index, key = ''] = field.split('.');
  if (field.startsWith('medications.') && hasKey(MEDICATION_FIELD_LABELS, key)) {
    return `${MEDICATION_FIELD_LABELS[key]} ${Number(index) + 1}`;
  }
  return field;
}

export function historyFieldLabel(entity: PatientChangeEntity, field: string): string {
  return entity === 'patient' ? patientFieldLabel(field) : procedureFieldLabel(field);
}

/** The last part of a path, without row numbers: `surgeries.0.date` is `date`. */
const lastName = (field: string) => field.split('.').at(-1) ?? field;

/** A value as the form shows it: Yes/No, the option's label, dates and amounts written out; a dash for blank. */
export function historyFieldValue(entity: PatientChangeEntity, field: string, value: HistoryValue): string {
  if (value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  const table = entity === 'patient' ? PATIENT_VALUES : PROCEDURE_VALUES;
  const format = table[field] ?? table[lastName(field)];
  if (format) return format(text);
  return /date/.test(lastName(field)) || field === 'date_of_birth' ? formatDate(text) : text;
}

/** "Occupation: Teacher → Nurse"; a record created or removed shows its one value. */
export function describeFieldChange(entity: PatientChangeEntity, change: HistoryFieldChange, action: string): string {
  const label = historyFieldLabel(entity, change.field);
  const from = historyFieldValue(entity, change.field, change.from);
  const to = historyFieldValue(entity, change.field, change.to);
  if (['update', 'status', 'reschedule', 'attendance'].includes(action) || entity === 'face_annotation')
    return `${label}: ${from} → ${to}`;
  return `${label}: ${action === 'delete' ? from : to}`;
}
