import { useFormContext, useWatch } from 'react-hook-form';
import {
  TENDERS,
  TENDERS_WITHOUT_REFERENCE,
  type CreditMemo,
  type CreditMemoFields,
  type Invoice,
  type InvoiceLine,
} from '@clinic/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { twoColumns } from '../../../components/ui/two-columns.ts';
import { useContractForm } from '../../../lib/contract-form.tsx';
import { useIssueCreditMemo } from '../api/credit-memos.ts';
import {
  creditMemoFieldOf,
  creditMemoResolver,
  creditableLines,
  emptyCreditMemoForm,
  leftToCredit,
  type CreditMemoFormValues,
} from '../lib/credit-memo-form.ts';
import { TENDER_LABELS } from '../lib/billing-labels.ts';
import { CreditMemoPreview } from './credit-memo-preview.tsx';

interface CreditMemoDialogProps {
  invoice: Invoice;
  onClose: () => void;
  onIssued: (memo: CreditMemo) => void;
}

/** A return or refund against an issued invoice: how many of each line, why, and how the money goes back. */
export function CreditMemoDialog({ invoice, onClose, onIssued }: CreditMemoDialogProps) {
  const issue = useIssueCreditMemo(invoice.id);
  const contractForm = useContractForm<CreditMemoFormValues, CreditMemoFields>({
    defaultValues: emptyCreditMemoForm(invoice),
    resolver: creditMemoResolver(invoice),
    onSubmit: async (fields) => onIssued(await issue.mutateAsync(fields)),
    failureText: 'The credit memo could not be issued. Please try again.',
    fieldOf: creditMemoFieldOf,
    guardUnsaved: false,
  });

  return (
    <FormDialog
      title={`Credit memo for invoice ${invoice.number ?? ''}`}
      contractForm={contractForm}
      submitLabel="Issue credit memo"
      onClose={onClose}
      maxWidth="md"
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
          Lines to credit
        </Typography>
        {creditableLines(invoice).map((line, index) => (
          <LineToCredit key={line.id} line={line} index={index} />
        ))}
      </Box>
      <FormTextField<CreditMemoFormValues> name="reason" label="Reason" required multiline minRows={2} />
      <PayBackFields />
      <CreditMemoPreview invoice={invoice} />
    </FormDialog>
  );
}

/** One invoice line: what was sold and credited before, how many to credit now, and for a product whether it is restocked. */
function LineToCredit({ line, index }: { line: InvoiceLine; index: number }) {
  const { setValue } = useFormContext<CreditMemoFormValues>();
  const left = leftToCredit(line);
  const sold =
    line.credited_quantity > 0
      ? `${line.quantity} sold, ${line.credited_quantity} credited before`
      : `${line.quantity} sold`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1fr auto' },
        borderBottom: 1,
        borderColor: 'divider',
        pb: 1.5,
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Typography>{line.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {sold}
        </Typography>
      </Box>
      <FormTextField<CreditMemoFormValues>
        name={`lines.${index}.quantity`}
        label="Quantity to credit"
        size="small"
        helperText={`Up to ${left}`}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Quantity of ${line.description} to credit` } }}
      />
      <Button
        aria-label={`Credit all of ${line.description}`}
        onClick={() => setValue(`lines.${index}.quantity`, String(left), { shouldDirty: true })}
      >
        All {left}
      </Button>
      {line.kind === 'product' ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormCheckbox<CreditMemoFormValues>
            name={`lines.${index}.return_to_stock`}
            label={`Put ${line.description} back in stock`}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** How the money goes back: a tender, with its reference where the tender has one, or the patient's credit. */
function PayBackFields() {
  const tender = useWatch<CreditMemoFormValues, 'tender'>({ name: 'tender' });
  return (
    <Box sx={twoColumns}>
      <FormTextField<CreditMemoFormValues> name="tender" label="Pay back as" select required>
        {menuItems(TENDERS, TENDER_LABELS)}
      </FormTextField>
      {TENDERS_WITHOUT_REFERENCE.includes(tender) ? null : (
        <FormTextField<CreditMemoFormValues>
          name="reference"
          label="Reference"
          required
          helperText="The refund's approval code or e-wallet reference"
        />
      )}
    </Box>
  );
}
