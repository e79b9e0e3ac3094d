import type { ReactNode } from 'react';
import { normalisePhone } from '@clinic/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { ageFromBirthDate } from '../../lib/age.ts';
import type { PatientFormValues } from '../../lib/patient-form-values.ts';
import { CIVIL_STATUS_LABELS, SEX_LABELS } from '../../../../components/ui/patient-labels.ts';
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
      label="Date of Birth"
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
      <PatientField name="first_name" label="First Name" required />
      <PatientField name="middle_name" label="Middle Name" />
      <PatientField name="last_name" label="Last Name" required />
      <PatientSelect name="sex" label="Sex" required options={optionsFrom(SEX_LABELS, 'Select sex')} />
      {showAge ? <BirthDateWithAge /> : <PatientDateField name="date_of_birth" label="Date of Birth" required />}
      <PatientSelect
        name="lifestyle.civil_status"
        label="Civil Status"
        required
        options={optionsFrom(CIVIL_STATUS_LABELS, 'Select civil status')}
      />
      {children}
    </FieldGrid>
  );
}

export function ContactFields() {
  return (
    <FieldGrid>
      <PatientField name="email" label="Email" type="email" />
      <PatientField name="phone_primary" label="Primary Phone" type="tel" transform={normalisePhone} />
      <PatientField name="phone_secondary" label="Secondary Phone" type="tel" transform={normalisePhone} />
      <PatientField name="address" label="Address" sx={{ gridColumn: '1 / -1' }} />
    </FieldGrid>
  );
}

export function EmergencyContactFields() {
  return (
    <FieldGrid>
      <PatientField name="emergency_contact.name" label="Emergency Contact Name" />
      <PatientField name="emergency_contact.relationship" label="Relationship" />
      <PatientField
        name="emergency_contact.phone"
        label="Emergency Contact Phone"
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
      <PatientField name="occupation" label="Occupation" />
      <PatientField name="primary_care_physician" label="Primary Care Physician" />
    </FieldGrid>
  );
}
