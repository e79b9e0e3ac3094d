import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DUPLICATE_MESSAGES, type PatientName, type PossibleDuplicate } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useCan } from '../../../../lib/authorization.ts';
import { patientName } from '../../../../lib/patient-name.ts';
import { usePossibleDuplicates } from '../../api/get-possible-duplicates.ts';
import { useMergePatient } from '../../api/merge-patient.ts';
import { refreshAfter } from '../../../../lib/refreshing-mutation.ts';
import { possibleDuplicateText } from '../../lib/possible-duplicate-text.ts';
import type { LocationNotice } from '../../../../lib/location-notice.ts';

interface PossibleDuplicatesProps {
  patient: PatientName;
}

/** "Possible duplicate of …" on the profile, each with a link; administrators may merge this record into one. */
export function PossibleDuplicates({ patient }: PossibleDuplicatesProps) {
  const duplicates = usePossibleDuplicates(patient.id);
  const canMerge = useCan('patient.merge');
  const [merging, setMerging] = useState(false);
  const items = duplicates.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <Alert
      severity="warning"
      action={
        canMerge ? (
          <Button color="inherit" size="small" onClick={() => setMerging(true)}>
            Merge into…
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={0.5}>
        {items.map((duplicate) => (
          <Link key={duplicate.id} component={RouterLink} to={paths.patient.href(duplicate.id)} color="inherit">
            {possibleDuplicateText(duplicate)}
          </Link>
        ))}
      </Stack>
      {merging ? <MergeDialog patient={patient} duplicates={items} onClose={() => setMerging(false)} /> : null}
    </Alert>
  );
}

interface MergeDialogProps {
  patient: PatientName;
  duplicates: PossibleDuplicate[];
  onClose: () => void;
}

/** Choose the record to keep among the possible duplicates; the confirmation names both patients. */
function MergeDialog({ patient, duplicates, onClose }: MergeDialogProps) {
  const [keptId, setKeptId] = useState(duplicates[0]!.id);
  const merge = useMergePatient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kept = duplicates.find((duplicate) => duplicate.id === keptId)!;
  const mergedName = `${patientName(patient)} (ID ${patient.id})`;
  const keptName = `${patientName(kept)} (ID ${kept.id})`;

  return (
    <ConfirmDialog
      open
      title="Merge patient records"
      message={DUPLICATE_MESSAGES.mergeConfirm(mergedName, keptName)}
      details={
        <>
          {duplicates.length > 1 ? (
            <RadioGroup
              aria-label="Record to keep"
              value={String(keptId)}
              onChange={(event) => setKeptId(Number(event.target.value))}
            >
              {duplicates.map((duplicate) => (
                <FormControlLabel
                  key={duplicate.id}
                  value={String(duplicate.id)}
                  control={<Radio />}
                  label={possibleDuplicateText(duplicate)}
                />
              ))}
            </RadioGroup>
          ) : null}
          {merge.isError ? (
            <Alert severity="error">{errorMessage(merge.error, 'The records could not be merged.')}</Alert>
          ) : null}
        </>
      }
      confirmLabel="Merge"
      busy={merge.isPending}
      onCancel={onClose}
      onConfirm={async () => {
        try {
          await merge.mutateAsync({ mergedId: patient.id, intoId: kept.id });
        } catch {
          return; // Said in the dialog.
        }
        const notice: LocationNotice = { notice: DUPLICATE_MESSAGES.merged(mergedName, keptName) };
        await navigate(paths.patient.href(kept.id), { state: notice });
        await refreshAfter(queryClient, 'patientRecord');
      }}
    />
  );
}
