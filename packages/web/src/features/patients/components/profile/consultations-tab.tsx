import { PATIENT_MESSAGES, type Patient } from '@clinic/contracts';
import Typography from '@mui/material/Typography';
import { InitialConsultationFields } from '../fields/medical-fields.tsx';
import { FollowUpRows } from '../fields/row-fields.tsx';
import { DetailList, ProfileHeading } from './detail-list.tsx';

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
          ['Chief Complaint', consultation.chief_complaint],
          ['Physical Examination', consultation.physical_examination],
          ['History', consultation.history],
          ['Assessment', consultation.assessment],
          ['Management', consultation.management],
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
              [`Follow-up Date ${index + 1}`, followUp.date],
              [`Follow-up Notes ${index + 1}`, followUp.notes],
              [`Follow-up Plan ${index + 1}`, followUp.plan],
            ]}
          />
        ))
      )}
    </>
  );
}
