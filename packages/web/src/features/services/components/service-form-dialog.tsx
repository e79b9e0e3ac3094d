import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { SERVICE_CATEGORIES, SERVICE_MESSAGES, TAX_CLASSES, serviceInputSchema } from '@clinic/contracts';
import { useController } from 'react-hook-form';
import { EditingDialog, useEditingForm } from '../../../components/ui/editing-dialog.tsx';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { TAX_CLASS_LABELS } from '../../../components/ui/tax-class-labels.ts';
import { useConsentTemplateChoices } from '../api/get-consent-templates.ts';
import type { ServiceFormValues } from '../lib/service-form.ts';
import { SERVICE_CATEGORY_LABELS } from '../lib/service-labels.ts';

interface ServiceFormDialogProps {
  title: string;
  defaults: ServiceFormValues;
  onSubmit: (values: ServiceFormValues) => Promise<unknown>;
  onClose: () => void;
  onSaved: (values: ServiceFormValues) => void;
}

/** The consents the service requires: one checkbox per template in use, and those already chosen. */
function ConsentTemplateChoices() {
  const labelId = useId();
  const templates = useConsentTemplateChoices();
  const { field } = useController<ServiceFormValues, 'consent_template_ids'>({ name: 'consent_template_ids' });
  const chosen = new Set(field.value);
  const offered = (templates.data ?? []).filter((template) => !template.retired_at || chosen.has(template.id));
  if (offered.length === 0) return null;
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId}>Consents required before it starts</FormLabel>
      {offered.map((template) => (
        <FormControlLabel
          key={template.id}
          label={template.title}
          control={
            <Checkbox
              checked={chosen.has(template.id)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked ? [...field.value, template.id] : field.value.filter((id) => id !== template.id),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** A service's fields in a dialog, checked by the contracts' schema as the server checks them. */
export function ServiceFormDialog({ title, defaults, onSubmit, onClose, onSaved }: ServiceFormDialogProps) {
  const editing = useEditingForm<ServiceFormValues>({
    schema: serviceInputSchema,
    defaultValues: defaults,
    failureText: SERVICE_MESSAGES.saveFailed,
  });
  const submit = editing.form.handleSubmit((values) =>
    editing.save(
      () => onSubmit(values),
      () => onSaved(values),
    ),
  );

  return (
    <EditingDialog title={title} editing={editing} onSubmit={submit} submitLabel="Save service" onClose={onClose}>
      <FormTextField<ServiceFormValues> name="name" label="Name" required />
      <Typography variant="body2" color="text.secondary">
        Procedures typed with this name, in any case, spacing or accents, are linked to it.
      </Typography>
      <FormTextField<ServiceFormValues> name="category" label="Category" select>
        {SERVICE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {SERVICE_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<ServiceFormValues> name="duration_minutes" label="Duration (minutes)" type="number" />
      <FormTextField<ServiceFormValues>
        name="price"
        label="Price (₱)"
        helperText="VAT-inclusive when the clinic is VAT-registered"
      />
      <FormTextField<ServiceFormValues> name="tax_class" label="Tax class" select>
        {TAX_CLASSES.map((taxClass) => (
          <MenuItem key={taxClass} value={taxClass}>
            {TAX_CLASS_LABELS[taxClass]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormCheckbox<ServiceFormValues> name="senior_pwd_eligible" label="Senior citizen and PWD discount applies" />
      <FormTextField<ServiceFormValues>
        name="senior_pwd_note"
        label="Note on the senior/PWD discount"
        helperText="Whether a purely cosmetic service qualifies is the clinic's call"
      />
      <ConsentTemplateChoices />
      <FormTextField<ServiceFormValues>
        name="photos_before_required"
        label="Before photos required"
        type="number"
        helperText="How many before photos a chart of this service needs to be complete"
      />
      <FormTextField<ServiceFormValues>
        name="photos_after_required"
        label="After photos required"
        type="number"
        helperText="How many after photos a chart of this service needs to be complete"
      />
      <FormCheckbox<ServiceFormValues> name="uses_stock" label="Uses stock from the inventory" />
      <FormCheckbox<ServiceFormValues> name="active" label="Active (offered in procedure forms)" />
    </EditingDialog>
  );
}
