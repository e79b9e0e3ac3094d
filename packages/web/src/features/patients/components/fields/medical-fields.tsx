import { MEDICAL_CONDITIONS, REFERRAL_SOURCES, SPECIFIC_ALLERGIES } from '@clinic/contracts';
import Box from '@mui/material/Box';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { FormCheckbox } from '../../../../components/ui/form-checkbox.tsx';
import type { PatientFormValues } from '../../lib/patient-form-values.ts';
import {
  ALLERGY_LABELS,
  MEDICAL_CONDITION_LABELS,
  PREGNANCY_STATUS_LABELS,
  SUBSTANCE_USE_LABELS,
  PATIENT_FIELD_LABELS,
} from '../../../../components/ui/patient-labels.ts';
import { FieldGrid } from './field-grid.tsx';
import { optionsFrom } from './options.ts';
import { PatientField, PatientSelect } from './patient-field.tsx';
import { Subheading } from './subheading.tsx';

import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';

interface FlagsWithOtherProps<Flag extends string> {
  /** Names the group for assistive technology; the form shows the same words as a heading. */
  legend: string;
  group: 'medical_history' | 'allergies_specific';
  flags: readonly Flag[];
  labels: Record<Flag, string>;
}

/** A box for each known condition of a group, then a text field for any other. */
function FlagsWithOther<Flag extends string>({ legend, group, flags, labels }: FlagsWithOtherProps<Flag>) {
  const other = `${group}.other` as const;
  return (
    <>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Box component="legend" sx={visuallyHidden}>
          {legend}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {flags.map((flag) => {
            const name = `${group}.${flag}` as FieldPath<PatientFormValues>;
            return <FormCheckbox<PatientFormValues> key={name} name={name} label={labels[flag]} />;
          })}
        </Box>
      </Box>
      <PatientField name={other} label={PATIENT_FIELD_LABELS[other]} />
    </>
  );
}

export function MedicalHistoryFields() {
  return (
    <FlagsWithOther
      legend="Medical History"
      group="medical_history"
      flags={MEDICAL_CONDITIONS}
      labels={MEDICAL_CONDITION_LABELS}
    />
  );
}

export function AllergyFields() {
  return (
    <FlagsWithOther legend="Allergies" group="allergies_specific" flags={SPECIFIC_ALLERGIES} labels={ALLERGY_LABELS} />
  );
}

/** Medical history and allergies under their headings, as the New Patient form and the kiosk ask them. */
export function MedicalHistoryAndAllergyFields() {
  return (
    <>
      <Subheading>Medical History</Subheading>
      <MedicalHistoryFields />
      <Subheading>Allergies</Subheading>
      <AllergyFields />
    </>
  );
}

export function LifestyleFields() {
  const substanceOptions = optionsFrom(SUBSTANCE_USE_LABELS);
  return (
    <FieldGrid columns={2}>
      {(['lifestyle.tobacco_use', 'lifestyle.alcohol_use'] as const).map((name) => (
        <PatientSelect key={name} name={name} label={PATIENT_FIELD_LABELS[name]} options={substanceOptions} />
      ))}
    </FieldGrid>
  );
}

/**
 * Pregnancy status can be chosen only for a female patient; for anyone else it is sent as none.
 * Staff see the field disabled; the kiosk (`hideUnlessFemale`) does not ask it at all.
 */
export function PregnancyField({ hideUnlessFemale = false }: { hideUnlessFemale?: boolean }) {
  const { control } = useFormContext<PatientFormValues>();
  const female = useWatch({ control, name: 'sex' }) === 'female';
  if (hideUnlessFemale && !female) return null;
  return (
    <PatientSelect
      name="female_specific.pregnancy_status"
      label={PATIENT_FIELD_LABELS['female_specific.pregnancy_status']}
      disabled={!female}
      helperText={female ? ' ' : 'Available when sex is female'}
      options={optionsFrom(PREGNANCY_STATUS_LABELS)}
    />
  );
}

const CONSULTATION_FIELDS = [
  'consultation.chief_complaint',
  'consultation.physical_examination',
  'consultation.history',
  'consultation.assessment',
  'consultation.management',
] as const;

export function InitialConsultationFields() {
  return (
    <FieldGrid columns={2}>
      {CONSULTATION_FIELDS.map((name) => (
        <PatientField key={name} name={name} label={PATIENT_FIELD_LABELS[name]} multiline minRows={2} />
      ))}
    </FieldGrid>
  );
}

export function ReferralFields() {
  const sources = REFERRAL_SOURCES.map((source) => ({ value: source, label: source }));
  return (
    <FieldGrid columns={2}>
      <PatientSelect
        name="referral_source.source"
        label={PATIENT_FIELD_LABELS['referral_source.source']}
        options={[{ value: '', label: 'None' }, ...sources]}
      />
      <PatientField name="referral_source.doctor" label={PATIENT_FIELD_LABELS['referral_source.doctor']} />
    </FieldGrid>
  );
}
