import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCEDURE_MESSAGES, usageSummary } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { usePatientProcedures } from '../api/get-patient-procedures.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { productsHeading } from '../lib/product-usage.ts';

/** The profile's Medications tab: each procedure's medications, edited in the procedure itself. */
export function PatientProcedureMedications({ patientId }: { patientId: number }) {
  const { data, isPending, isError } = usePatientProcedures(patientId);
  const withMedications = (data ?? []).filter(
    (procedure) => procedure.medications.length > 0 || (procedure.products ?? []).length > 0,
  );

  if (isPending) return <CircularProgress aria-label="Loading medications" />;
  if (isError) return <Alert severity="error">{PROCEDURE_MESSAGES.fetchListFailed}</Alert>;
  if (withMedications.length === 0) return <Typography>{PROCEDURE_MESSAGES.emptyMedications}</Typography>;

  return (
    <Stack spacing={2}>
      {withMedications.map((procedure) => (
        <Card key={procedure.id} variant="outlined" component="section" aria-label={`${procedure.name} medications`}>
          <CardContent>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Typography variant="h6" component="h3">
                {procedure.name} · {formatDateTime(procedure.start_datetime)}
              </Typography>
              <Button component={RouterLink} to={paths.procedure.href(procedure.id)} size="small">
                Edit in Procedure
              </Button>
            </Stack>
            <Stack component="ul" spacing={1} sx={{ pl: 2 }}>
              {procedure.medications.map((medication, index) => (
                <li key={`${medication.name}-${index}`}>
                  <Typography>
                    <strong>{medication.name}</strong>
                    {[
                      medication.dosage,
                      medication.frequency,
                      medication.start_date && `from ${medication.start_date}`,
                      medication.notes,
                    ]
                      .filter(Boolean)
                      .map((part) => ` · ${part}`)
                      .join('')}
                  </Typography>
                </li>
              ))}
            </Stack>
            {procedure.products && procedure.products.length > 0 ? (
              <Typography>
                <strong>{productsHeading(procedure.products)}:</strong> {usageSummary(procedure.products)}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
