import { MEDICAL_CONDITIONS, PATIENT_MESSAGES, SPECIFIC_ALLERGIES, type Patient } from '@clinic/contracts';
import Typography from '@mui/material/Typography';
import {
  ALLERGY_LABELS,
  MEDICAL_CONDITION_LABELS,
  PATIENT_FIELD_LABELS,
  PREGNANCY_STATUS_LABELS,
  SUBSTANCE_USE_LABELS,
} from '../../../../components/ui/patient-labels.ts';
import { AllergyFields, LifestyleFields, MedicalHistoryFields, PregnancyField } from '../fields/medical-fields.tsx';
import { SurgeryRows } from '../fields/row-fields.tsx';
import { DetailList, ProfileHeading } from './detail-list.tsx';
import { formatDate } from '../../../../lib/date-time.ts';

function Recorded({ items, empty }: { items: string[]; empty: string }) {
  return <Typography>{items.length > 0 ? items.join(', ') : empty}</Typography>;
}

export function MedicalTab({ patient, editing }: { patient: Patient; editing: boolean }) {
  if (editing) {
    return (
      <>
        <ProfileHeading>Allergies</ProfileHeading>
        <AllergyFields />
        <ProfileHeading>Medical History</ProfileHeading>
        <MedicalHistoryFields />
        <ProfileHeading>Surgical History</ProfileHeading>
        <SurgeryRows />
        <ProfileHeading>Lifestyle</ProfileHeading>
        <LifestyleFields />
        <ProfileHeading>Female-Specific</ProfileHeading>
        <PregnancyField />
      </>
    );
  }
  const allergies = [
    ...SPECIFIC_ALLERGIES.filter((allergy) => patient.allergies_specific[allergy]).map(
      (allergy) => ALLERGY_LABELS[allergy],
    ),
    ...(patient.allergies_specific.other ? [patient.allergies_specific.other] : []),
  ];
  const conditions = MEDICAL_CONDITIONS.filter((condition) => patient.medical_history[condition]).map(
    (condition) => MEDICAL_CONDITION_LABELS[condition],
  );
  return (
    <>
      <ProfileHeading>Allergies</ProfileHeading>
      <Recorded items={allergies} empty={PATIENT_MESSAGES.noAllergies} />
      <ProfileHeading>Medical History</ProfileHeading>
      <Recorded items={conditions} empty={PATIENT_MESSAGES.noMedicalConditions} />
      <DetailList items={[[PATIENT_FIELD_LABELS['medical_history.other'], patient.medical_history.other]]} />
      <ProfileHeading>Surgical History</ProfileHeading>
      <Typography component="div">
        {patient.surgeries.length === 0
          ? '—'
          : patient.surgeries.map((surgery, index) => (
              <div key={index}>
                {surgery.procedure} {surgery.date && `(${formatDate(surgery.date)})`}
              </div>
            ))}
      </Typography>
      <ProfileHeading>Lifestyle</ProfileHeading>
      <DetailList
        items={[
          [PATIENT_FIELD_LABELS['lifestyle.tobacco_use'], SUBSTANCE_USE_LABELS[patient.lifestyle.tobacco_use]],
          [PATIENT_FIELD_LABELS['lifestyle.alcohol_use'], SUBSTANCE_USE_LABELS[patient.lifestyle.alcohol_use]],
          [
            PATIENT_FIELD_LABELS['female_specific.pregnancy_status'],
            PREGNANCY_STATUS_LABELS[patient.female_specific.pregnancy_status],
          ],
        ]}
      />
    </>
  );
}
