import { MEDICAL_CONDITIONS, REFERRAL_SOURCES, SPECIFIC_ALLERGIES } from '@clinic/contracts';
import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
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
import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';

/** The legend names the group for assistive technology; the form shows the same words as a heading. */
function CheckboxGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Box component="legend" sx={visuallyHidden}>
        {legend}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {children}
      </Box>
    </Box>
  );
}

export function MedicalHistoryFields() {
  return (
    <>
      <CheckboxGroup legend="Medical History">
        {MEDICAL_CONDITIONS.map((condition) => (
          <FormCheckbox<PatientFormValues>
            key={condition}
            name={`medical_history.${condition}`}
            label={MEDICAL_CONDITION_LABELS[condition]}
          />
        ))}
      </CheckboxGroup>
      <PatientField name="medical_history.other" label={PATIENT_FIELD_LABELS['medical_history.other']} />
    </>
  );
}

export function AllergyFields() {
  return (
    <>
      <CheckboxGroup legend="Allergies">
        {SPECIFIC_ALLERGIES.map((allergy) => (
          <FormCheckbox<PatientFormValues>
            key={allergy}
            name={`allergies_specific.${allergy}`}
            label={ALLERGY_LABELS[allergy]}
          />
        ))}
      </CheckboxGroup>
      <PatientField name="allergies_specific.other" label={PATIENT_FIELD_LABELS['allergies_specific.other']} />
    </>
  );
}

export function LifestyleFields() {
  const substanceOptions = optionsFrom(SUBSTANCE_USE_LABELS);
  return (
    <FieldGrid columns={2}>
      <PatientSelect
        name="lifestyle.tobacco_use"
        label={PATIENT_FIELD_LABELS['lifestyle.tobacco_use']}
        options={substanceOptions}
      />
      <PatientSelect
        name="lifestyle.alcohol_use"
        label={PATIENT_FIELD_LABELS['lifestyle.alcohol_use']}
        options={substanceOptions}
      />
    </FieldGrid>
  );
}

/** Pregnancy status can be chosen only for a female patient; for anyone else it is sent as none. */
export function PregnancyField() {
  const { control } = useFormContext<PatientFormValues>();
  const female = useWatch({ control, name: 'sex' }) === 'female';
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

export function InitialConsultationFields() {
  return (
    <FieldGrid columns={2}>
      <PatientField
        name="consultation.chief_complaint"
        label={PATIENT_FIELD_LABELS['consultation.chief_complaint']}
        multiline
        minRows={2}
      />
      <PatientField
        name="consultation.physical_examination"
        label={PATIENT_FIELD_LABELS['consultation.physical_examination']}
        multiline
        minRows={2}
      />
      <PatientField
        name="consultation.history"
        label={PATIENT_FIELD_LABELS['consultation.history']}
        multiline
        minRows={2}
      />
      <PatientField
        name="consultation.assessment"
        label={PATIENT_FIELD_LABELS['consultation.assessment']}
        multiline
        minRows={2}
      />
      <PatientField
        name="consultation.management"
        label={PATIENT_FIELD_LABELS['consultation.management']}
        multiline
        minRows={2}
      />
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
