import { PATIENT_LANGUAGE_LABELS, ageFromBirthDate, type Patient } from '@clinic/contracts';
import {
  CIVIL_STATUS_LABELS,
  PATIENT_FIELD_LABELS,
  SEX_CODE_LABELS,
} from '../../../../components/ui/patient-labels.ts';
import { formatDate } from '../../../../lib/date-time.ts';
import { AdditionalFields, BasicFields, ContactFields, EmergencyContactFields } from '../fields/personal-fields.tsx';
import { ReferralFields } from '../fields/medical-fields.tsx';
import { DetailList, ProfileHeading } from './detail-list.tsx';

export function BasicTab({ patient, editing }: { patient: Patient; editing: boolean }) {
  if (editing) {
    return (
      <>
        <BasicFields />
        <ProfileHeading>Contact Information</ProfileHeading>
        <ContactFields withReminderOptOut />
        <ProfileHeading>Emergency Contact</ProfileHeading>
        <EmergencyContactFields />
        <ProfileHeading>Referral Source</ProfileHeading>
        <ReferralFields />
        <ProfileHeading>Additional Information</ProfileHeading>
        <AdditionalFields />
      </>
    );
  }
  const age = ageFromBirthDate(patient.date_of_birth);
  const civilStatus = patient.lifestyle.civil_status;
  return (
    <>
      <DetailList
        items={[
          [PATIENT_FIELD_LABELS.first_name, patient.first_name],
          [PATIENT_FIELD_LABELS.middle_name, patient.middle_name],
          [PATIENT_FIELD_LABELS.last_name, patient.last_name],
          [PATIENT_FIELD_LABELS.sex, SEX_CODE_LABELS[patient.sex]],
          [
            PATIENT_FIELD_LABELS.date_of_birth,
            `${formatDate(patient.date_of_birth)}${age === undefined ? '' : ` (Age: ${age})`}`,
          ],
          [PATIENT_FIELD_LABELS['lifestyle.civil_status'], CIVIL_STATUS_LABELS[civilStatus]],
          [PATIENT_FIELD_LABELS.email, patient.email],
          [PATIENT_FIELD_LABELS.phone_primary, patient.phone_primary],
          [PATIENT_FIELD_LABELS.phone_secondary, patient.phone_secondary],
          [PATIENT_FIELD_LABELS.address, patient.address],
          [PATIENT_FIELD_LABELS.preferred_language, PATIENT_LANGUAGE_LABELS[patient.preferred_language]],
          ['Appointment Reminders', patient.reminders_opt_out ? 'Opted out' : 'By SMS and e-mail'],
          [PATIENT_FIELD_LABELS.occupation, patient.occupation],
          [PATIENT_FIELD_LABELS.primary_care_physician, patient.primary_care_physician],
          [PATIENT_FIELD_LABELS['referral_source.source'], patient.referral_source.source],
          [PATIENT_FIELD_LABELS['referral_source.doctor'], patient.referral_source.doctor],
        ]}
      />
      <ProfileHeading>Emergency Contact</ProfileHeading>
      <DetailList
        items={[
          [PATIENT_FIELD_LABELS['emergency_contact.name'], patient.emergency_contact.name],
          [PATIENT_FIELD_LABELS['emergency_contact.relationship'], patient.emergency_contact.relationship],
          [PATIENT_FIELD_LABELS['emergency_contact.phone'], patient.emergency_contact.phone],
        ]}
      />
    </>
  );
}
