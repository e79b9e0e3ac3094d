import { PATIENT_MESSAGES, type Patient } from '@clinic/contracts';
import Typography from '@mui/material/Typography';
import { InitialConsultationFields } from '../fields/medical-fields.tsx';
import { FollowUpRows } from '../fields/row-fields.tsx';
import { DetailList, ProfileHeading } from './detail-list.tsx';
import { PATIENT_FIELD_LABELS, patientRowLabel } from '../../../../components/ui/patient-labels.ts';
import { formatDate } from '../../../../lib/date-time.ts';

export function ConsultationsTab({ patient, editing }: { patient: Patient; editing: boolean }) {
  if (editing) {
    return (
      <>
        <ProfileHeading>Initial Consultation</ProfileHeading>
        <InitialConsultationFields />
        <ProfileHeading>Follow-up Consultations</ProfileHeading>
        <FollowUpRows />
      </>
    );
  }
  const { consultation } = patient;
  return (
    <>
      <ProfileHeading>Initial Consultation</ProfileHeading>
      <DetailList
        items={[
          [PATIENT_FIELD_LABELS['consultation.chief_complaint'], consultation.chief_complaint],
          [PATIENT_FIELD_LABELS['consultation.physical_examination'], consultation.physical_examination],
          [PATIENT_FIELD_LABELS['consultation.history'], consultation.history],
          [PATIENT_FIELD_LABELS['consultation.assessment'], consultation.assessment],
          [PATIENT_FIELD_LABELS['consultation.management'], consultation.management],
        ]}
      />
      <ProfileHeading>Follow-up Consultations</ProfileHeading>
      {patient.succeeding_consultations.length === 0 ? (
        <Typography>{PATIENT_MESSAGES.noSucceedingConsultations}</Typography>
      ) : (
        patient.succeeding_consultations.map((followUp, index) => (
          <DetailList
            key={index}
            items={[
              [patientRowLabel('succeeding_consultations.date', index), followUp.date && formatDate(followUp.date)],
              [patientRowLabel('succeeding_consultations.notes', index), followUp.notes],
              [patientRowLabel('succeeding_consultations.plan', index), followUp.plan],
            ]}
          />
        ))
      )}
    </>
  );
}
