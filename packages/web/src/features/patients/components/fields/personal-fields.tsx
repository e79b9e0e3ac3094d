import type { ReactNode } from 'react';
import { PATIENT_LANGUAGE_LABELS, ageFromBirthDate, normalisePhone } from '@clinic/contracts';
import { FormCheckbox } from '../../../../components/ui/form-checkbox.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import type { PatientFormValues } from '../../lib/patient-form-values.ts';
import { CIVIL_STATUS_LABELS, PATIENT_FIELD_LABELS, SEX_LABELS } from '../../../../components/ui/patient-labels.ts';
import { FieldGrid } from './field-grid.tsx';
import { optionsFrom } from './options.ts';
import { PatientDateField, PatientField, PatientSelect } from './patient-field.tsx';

function BirthDateWithAge() {
  const { control } = useFormContext<PatientFormValues>();
  const birthDate = useWatch({ control, name: 'date_of_birth' });
  const age = ageFromBirthDate(birthDate);
  return (
    <PatientDateField
      name="date_of_birth"
      label={PATIENT_FIELD_LABELS.date_of_birth}
      required
      helperText={age === undefined ? ' ' : `Age: ${age}`}
    />
  );
}

interface BasicFieldsProps {
  /** Staff see the age under the birth date; the kiosk asks only for the date. */
  showAge?: boolean;
  /** Further fields in the same grid. */
  children?: ReactNode;
}

export function BasicFields({ showAge = true, children }: BasicFieldsProps) {
  return (
    <FieldGrid>
      <PatientField name="first_name" label={PATIENT_FIELD_LABELS.first_name} required />
      <PatientField name="middle_name" label={PATIENT_FIELD_LABELS.middle_name} />
      <PatientField name="last_name" label={PATIENT_FIELD_LABELS.last_name} required />
      <PatientSelect
        name="sex"
        label={PATIENT_FIELD_LABELS.sex}
        required
        options={optionsFrom(SEX_LABELS, 'Select sex')}
      />
      {showAge ? (
        <BirthDateWithAge />
      ) : (
        <PatientDateField name="date_of_birth" label={PATIENT_FIELD_LABELS.date_of_birth} required />
      )}
      <PatientSelect
        name="lifestyle.civil_status"
        label={PATIENT_FIELD_LABELS['lifestyle.civil_status']}
        required
        options={optionsFrom(CIVIL_STATUS_LABELS, 'Select civil status')}
      />
      {children}
    </FieldGrid>
  );
}

interface ContactFieldsProps {
  /** The profile also offers opting out of reminders; intake forms ask only for the language. */
  withReminderOptOut?: boolean;
}

export function ContactFields({ withReminderOptOut = false }: ContactFieldsProps) {
  return (
    <FieldGrid>
      <PatientField name="email" label={PATIENT_FIELD_LABELS.email} type="email" />
      <PatientField
        name="phone_primary"
        label={PATIENT_FIELD_LABELS.phone_primary}
        type="tel"
        transform={normalisePhone}
      />
      <PatientField
        name="phone_secondary"
        label={PATIENT_FIELD_LABELS.phone_secondary}
        type="tel"
        transform={normalisePhone}
      />
      <PatientField name="address" label={PATIENT_FIELD_LABELS.address} sx={{ gridColumn: '1 / -1' }} />
      <PatientSelect
        name="preferred_language"
        label={PATIENT_FIELD_LABELS.preferred_language}
        options={optionsFrom(PATIENT_LANGUAGE_LABELS)}
      />
      {withReminderOptOut ? (
        <FormCheckbox<PatientFormValues> name="reminders_opt_out" label={PATIENT_FIELD_LABELS.reminders_opt_out} />
      ) : null}
    </FieldGrid>
  );
}

export function EmergencyContactFields() {
  return (
    <FieldGrid>
      <PatientField name="emergency_contact.name" label={PATIENT_FIELD_LABELS['emergency_contact.name']} />
      <PatientField
        name="emergency_contact.relationship"
        label={PATIENT_FIELD_LABELS['emergency_contact.relationship']}
      />
      <PatientField
        name="emergency_contact.phone"
        label={PATIENT_FIELD_LABELS['emergency_contact.phone']}
        type="tel"
        transform={normalisePhone}
      />
    </FieldGrid>
  );
}

/** The contact and emergency contact sections, asked alike by the New Patient form and the kiosk. */
export function ContactSections() {
  return (
    <>
      <FormSection title="Contact Information">
        <ContactFields />
      </FormSection>
      <FormSection title="Emergency Contact">
        <EmergencyContactFields />
      </FormSection>
    </>
  );
}

export function AdditionalFields() {
  return (
    <FieldGrid columns={2}>
      <PatientField name="occupation" label={PATIENT_FIELD_LABELS.occupation} />
      <PatientField name="primary_care_physician" label={PATIENT_FIELD_LABELS.primary_care_physician} />
    </FieldGrid>
  );
}
