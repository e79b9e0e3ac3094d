import type { ReactNode } from 'react';
import { PATIENT_MESSAGES, type Patient } from '@clinic/contracts';
import Typography from '@mui/material/Typography';
import { MedicationRows } from '../fields/row-fields.tsx';
import { ProfileHeading } from './detail-list.tsx';

interface MedicationsTabProps {
  patient: Patient;
  editing: boolean;
  /** Medications per procedure, with their 'Edit in Procedure' links; supplied by the procedures feature. */
  procedureMedications: ReactNode;
}

export function MedicationsTab({ patient, editing, procedureMedications }: MedicationsTabProps) {
  return (
    <>
      <ProfileHeading>Registration Medications</ProfileHeading>
      {editing ? (
        <MedicationRows />
      ) : patient.current_medications.length === 0 ? (
        <Typography>{PATIENT_MESSAGES.noRegistrationMedications}</Typography>
      ) : (
        <Typography component="ul" aria-label="Registration medications" sx={{ m: 0, pl: 3 }}>
          {patient.current_medications.map((medication, index) => (
            <li key={index}>{medication}</li>
          ))}
        </Typography>
      )}
      <ProfileHeading>Procedure Medications</ProfileHeading>
      {procedureMedications}
    </>
  );
}
