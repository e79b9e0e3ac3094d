import { Fragment, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  BILLING_MESSAGES,
  formatPeso,
  fromCentavos,
  recordIdSchema,
  toCentavos,
  type Invoice,
} from '@clinic/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PatientPickerField, type PickedPatient } from '../../../components/ui/patient-picker-field.tsx';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { useClinicSettings } from '../../../lib/clinic-settings.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import type { LocationNotice } from '../../../lib/location-notice.ts';
import { PaymentRefusedAfterIssue, useCheckOut } from '../api/invoice-writes.ts';
import { issueAndPrint } from '../api/open-billing-pdf.ts';
import { usePatientToBill } from '../api/get-patient-to-bill.ts';
import { usePatientSeniorPwdId } from '../api/patient-account.ts';
import { useBillableServices } from '../api/price-list.ts';
import { useProceduresToBill } from '../api/procedures-to-bill.ts';
import { DiscountChooser } from '../components/discount-chooser.tsx';
import { InvoiceLineRow } from '../components/invoice-line-row.tsx';
import { InvoiceTotalsPanel } from '../components/invoice-totals-panel.tsx';
import { PriceListSearch, type PriceListItem } from '../components/price-list-search.tsx';
import { TenderPad } from '../components/tender-pad.tsx';
import {
  EMPTY_INVOICE_FORM,
  changeDue,
  draftOf,
  formTotals,
  paymentsToPost,
  type FormLine,
  type InvoiceForm,
} from '../lib/invoice-form.ts';
import { procedureLines, productLine, serviceLine } from '../lib/prefill-lines.ts';

const ISSUE_FAILED = 'The invoice could not be issued. Please try again.';

interface NewInvoiceScreenProps {
  /** What a billed procedure's chart still misses, from the charts feature; nothing when complete. */
  chartOf?: (procedureId: number, description: string) => ReactNode;
}

/** /billing/new: check out a patient: lines, discount, tenders, and Issue in one click. */
export function NewInvoiceScreen({ chartOf }: NewInvoiceScreenProps = {}) {
  const [query] = useSearchParams();
  const given = recordIdSchema().safeParse(query.get('patientId'));
  const patientId = given.success ? given.data : undefined;
  const navigate = useNavigate();
  const [form, setForm] = useState<InvoiceForm>({ ...EMPTY_INVOICE_FORM, patient_id: patientId ?? null });
  // Undefined until the person picks: the patient the check out was opened for shows meanwhile.
  const [picked, setPicked] = useState<PickedPatient | null | undefined>(undefined);
  const [error, setError] = useState<SaveError | null>(null);
  // Set when the invoice was numbered but a tender was refused: issuing again would bill twice.
  const [issuedAs, setIssuedAs] = useState<Invoice | null>(null);
  const [prefilledFor, setPrefilledFor] = useState<number | null>(null);
  const services = useBillableServices();
  const patientName = usePatientToBill(patientId);
  const patient = picked === undefined ? (patientName.data ?? null) : picked;
  const toBill = useProceduresToBill(form.patient_id ?? undefined);
  const keptId = usePatientSeniorPwdId(form.patient_id);
  const checkOut = useCheckOut();
  const changed = form.lines.length > 0 || form.tenders.length > 0 || form.discount.kind !== 'none';
  const unsaved = useUnsavedChangesWarning(changed);

  // A patient's procedures not yet invoiced become the first lines, once per patient, when both lists are in.
  if (form.patient_id !== null && prefilledFor !== form.patient_id && toBill.data && services.data) {
    setPrefilledFor(form.patient_id);
    setForm({ ...form, lines: [...procedureLines(toBill.data, services.data), ...form.lines] });
  }

  // A new draft follows the clinic's VAT registration, as the server computes it.
  const vatStatus = useClinicSettings().data?.vat_status ?? 'vat';
  const { lines: lineTotals, totals } = formTotals(form, vatStatus);
  const change = changeDue(form, totals);
  const setLines = (lines: FormLine[]) => setForm({ ...form, lines });
  const billedProcedures = [
    ...new Map(
      form.lines.flatMap((line) => (line.procedure_id ? [[line.procedure_id, line.description] as const] : [])),
    ),
  ];

  function addFromPriceList(entry: PriceListItem) {
    setLines([...form.lines, entry.kind === 'service' ? serviceLine(entry.item) : productLine(entry.item)]);
  }

  function choosePatient(chosen: PickedPatient | null) {
    setPicked(chosen);
    // Another patient's procedures are not this one's: keep only the lines picked from the price list.
    setForm({ ...form, patient_id: chosen?.id ?? null, lines: form.lines.filter((line) => !line.procedure_id) });
  }

  async function issue(print: boolean) {
    setError(null);
    const letThrough = unsaved.allowNavigation();
    const send = () => checkOut.mutateAsync({ draft: draftOf(form), payments: paymentsToPost(form, totals) });
    try {
      const invoice = print ? await issueAndPrint(send) : await send();
      const notice: LocationNotice = { notice: `Invoice ${invoice.number} was issued.` };
      void navigate(paths.invoice.href(invoice.id), { state: notice });
    } catch (failure) {
      if (failure instanceof PaymentRefusedAfterIssue) {
        // The invoice is kept on the server; only the tenders typed here are not, and they stay in view.
        setIssuedAs(failure.invoice);
        const reason = errorMessage(failure.refusal, ISSUE_FAILED);
        setError({ text: BILLING_MESSAGES.paymentRefusedAfterIssue(failure.invoice.number ?? '', reason) });
        return;
      }
      letThrough();
      setError({ text: errorMessage(failure, ISSUE_FAILED) });
    }
  }

  return (
    <>
      <PageHeader title="New Invoice" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <FormSection title="Patient">
            <PatientPickerField value={patient} onChange={choosePatient} />
          </FormSection>
          <FormSection title="Lines">
            {toBill.isFetching ? <CircularProgress size={24} aria-label="Loading the procedures to bill" /> : null}
            <Box component="ul" aria-label="Invoice lines" sx={{ p: 0, m: 0 }}>
              {form.lines.map((line, index) => (
                <InvoiceLineRow
                  key={line.key}
                  line={line}
                  net={lineTotals[index]?.net}
                  note={lineTotals[index]?.discount_note}
                  onChange={(next) => setLines(form.lines.map((current, at) => (at === index ? next : current)))}
                  onRemove={() => setLines(form.lines.filter((_, at) => at !== index))}
                />
              ))}
            </Box>
            {form.lines.length === 0 ? <Typography sx={{ my: 1 }}>No lines yet.</Typography> : null}
            {chartOf && billedProcedures.length > 0 ? (
              <Box component="ul" aria-label="Charts of the procedures billed" sx={{ p: 0, mt: 2, mb: 0 }}>
                {billedProcedures.map(([id, description]) => (
                  <Fragment key={id}>{chartOf(id, description)}</Fragment>
                ))}
              </Box>
            ) : null}
            <Box sx={{ mt: 2 }}>
              <PriceListSearch onPick={addFromPriceList} />
            </Box>
          </FormSection>
          <FormSection title="Discount">
            <DiscountChooser
              value={form.discount}
              onChange={(discount) => setForm({ ...form, discount })}
              kept={keptId.data}
            />
          </FormSection>
          <FormSection title="Payment">
            <TenderPad
              rows={form.tenders}
              balance={fromCentavos(Math.max(toCentavos(totals.balance), 0))}
              onChange={(tenders) => setForm({ ...form, tenders })}
            />
          </FormSection>
        </Stack>
        {/* On a phone the totals come after the form: what is due stays in view at the bottom meanwhile. */}
        <Paper
          aria-hidden
          elevation={3}
          sx={{
            display: { xs: 'flex', md: 'none' },
            justifyContent: 'space-between',
            position: 'sticky',
            bottom: 0,
            p: 1.5,
            zIndex: 1,
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Total due {formatPeso(totals.total_due)}</Typography>
          <Typography>Balance {formatPeso(totals.balance)}</Typography>
        </Paper>
        <Paper
          component="section"
          aria-label="Invoice totals"
          variant="outlined"
          sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 } }}
        >
          <InvoiceTotalsPanel totals={totals} change={change} />
          <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
            <SaveErrorAlert error={error} />
            {issuedAs ? (
              <Button component={Link} to={paths.invoice.href(issuedAs.id)} variant="contained" size="large">
                Open invoice {issuedAs.number}
              </Button>
            ) : (
              <Stack direction="row" spacing={1} sx={{ '& > *': { flex: 1 } }}>
                <Button variant="outlined" size="large" onClick={() => void issue(false)} disabled={checkOut.isPending}>
                  Issue
                </Button>
                <Button variant="contained" size="large" onClick={() => void issue(true)} disabled={checkOut.isPending}>
                  Issue and print
                </Button>
              </Stack>
            )}
          </Box>
        </Paper>
      </Box>
      {unsaved.dialog}
    </>
  );
}
