import type { Patient } from '@clinic/contracts';
import { ageFromBirthDate } from '../../lib/age.ts';
import { CIVIL_STATUS_LABELS, SEX_CODE_LABELS } from '../../../../components/ui/patient-labels.ts';
import { AdditionalFields, BasicFields, ContactFields, EmergencyContactFields } from '../fields/personal-fields.tsx';
import { ReferralFields } from '../fields/medical-fields.tsx';
import { DetailList, ProfileHeading } from './detail-list.tsx';

export function BasicTab({ patient, editing }: { patient: Patient; editing: boolean }) {
  if (editing) {
    return (
      <>
        <BasicFields />
        <ProfileHeading>Contact Information</ProfileHeading>
        <ContactFields />
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
          ['First Name', patient.first_name],
          ['Middle Name', patient.middle_name],
          ['Last Name', patient.last_name],
          ['Sex', SEX_CODE_LABELS[patient.sex]],
          ['Date of Birth', `${patient.date_of_birth}${age === undefined ? '' : ` (Age: ${age})`}`],
          ['Civil Status', CIVIL_STATUS_LABELS[civilStatus]],
          ['Email', patient.email],
          ['Primary Phone', patient.phone_primary],
          ['Secondary Phone', patient.phone_secondary],
          ['Address', patient.address],
          ['Occupation', patient.occupation],
          ['Primary Care Physician', patient.primary_care_physician],
          ['Referral Source', patient.referral_source.source],
          ['Details', patient.referral_source.doctor],
        ]}
      />
      <ProfileHeading>Emergency Contact</ProfileHeading>
      <DetailList
        items={[
          ['Emergency Contact Name', patient.emergency_contact.name],
          ['Relationship', patient.emergency_contact.relationship],
          ['Emergency Contact Phone', patient.emergency_contact.phone],
        ]}
      />
    </>
  );
}
