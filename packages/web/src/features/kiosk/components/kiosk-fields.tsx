import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { MEDICAL_CONDITIONS, SPECIFIC_ALLERGIES, normalisePhone } from '@clinic/contracts';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import {
  ALLERGY_LABELS,
  CIVIL_STATUS_LABELS,
  MEDICAL_CONDITION_LABELS,
  PREGNANCY_STATUS_LABELS,
  SEX_LABELS,
  SUBSTANCE_USE_LABELS,
} from '../../../components/ui/patient-labels.ts';
import type { KioskFormValues } from '../lib/kiosk-form.ts';
import { KioskField, KioskSelect } from './kiosk-field.tsx';

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>{children}</Box>
  );
}

function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {children}
      </Box>
    </Box>
  );
}

export function AboutYouFields() {
  return (
    <Grid>
      <KioskField name="first_name" label="First Name" required />
      <KioskField name="middle_name" label="Middle Name" />
      <KioskField name="last_name" label="Last Name" required />
      <KioskField
        name="date_of_birth"
        label="Date of Birth"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <KioskSelect name="sex" label="Sex" required options={SEX_LABELS} blank="Select sex" />
      <KioskSelect
        name="lifestyle.civil_status"
        label="Civil Status"
        required
        options={CIVIL_STATUS_LABELS}
        blank="Select civil status"
      />
      <KioskField name="occupation" label="Occupation" />
    </Grid>
  );
}

export function ContactFields() {
  return (
    <Grid>
      <KioskField name="email" label="Email" type="email" />
      <KioskField name="phone_primary" label="Primary Phone" type="tel" transform={normalisePhone} />
      <KioskField name="phone_secondary" label="Secondary Phone" type="tel" transform={normalisePhone} />
      <KioskField name="address" label="Address" />
    </Grid>
  );
}

export function EmergencyContactFields() {
  return (
    <Grid>
      <KioskField name="emergency_contact.name" label="Emergency Contact Name" />
      <KioskField name="emergency_contact.relationship" label="Relationship" />
      <KioskField
        name="emergency_contact.phone"
        label="Emergency Contact Phone"
        type="tel"
        transform={normalisePhone}
      />
    </Grid>
  );
}

export function HealthFields() {
  const { control } = useFormContext<KioskFormValues>();
  const female = useWatch({ control, name: 'sex' }) === 'female';
  return (
    <>
      <CheckboxGroup legend="Medical History">
        {MEDICAL_CONDITIONS.map((condition) => (
          <FormCheckbox<KioskFormValues>
            key={condition}
            name={`medical_history.${condition}`}
            label={MEDICAL_CONDITION_LABELS[condition]}
          />
        ))}
      </CheckboxGroup>
      <KioskField name="medical_history.other" label="Other Medical History" />
      <CheckboxGroup legend="Allergies">
        {SPECIFIC_ALLERGIES.map((allergy) => (
          <FormCheckbox<KioskFormValues>
            key={allergy}
            name={`allergies_specific.${allergy}`}
            label={ALLERGY_LABELS[allergy]}
          />
        ))}
      </CheckboxGroup>
      <Box sx={{ mb: 3 }}>
        <KioskField name="allergies_specific.other" label="Other Allergies" />
      </Box>
      <Grid>
        <KioskSelect name="lifestyle.tobacco_use" label="Tobacco Use" options={SUBSTANCE_USE_LABELS} />
        <KioskSelect name="lifestyle.alcohol_use" label="Alcohol Use" options={SUBSTANCE_USE_LABELS} />
        {female && (
          <KioskSelect
            name="female_specific.pregnancy_status"
            label="Pregnancy Status"
            options={PREGNANCY_STATUS_LABELS}
          />
        )}
      </Grid>
    </>
  );
}
