import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_SIGNATURE_BYTES, SIGNATURE_MESSAGES } from '@clinic/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { SignatureField } from '../../../components/ui/signature-field.tsx';
import type { PractitionerFormValues } from '../lib/practitioner-form.ts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(SIGNATURE_MESSAGES.invalid));
    reader.readAsDataURL(file);
  });

/**
 * The signature printed on prescriptions: the one on file, replaced by drawing on the same pad a
 * patient signs consents on, or by uploading a scanned signature as a PNG. Clearing the pad goes
 * back to the signature that was there before drawing.
 */
export function SignatureInput() {
  const { field, fieldState } = useController<PractitionerFormValues, 'signature'>({ name: 'signature' });
  const { formState, setError, clearErrors } = useFormContext<PractitionerFormValues>();
  const beforeDrawing = formState.defaultValues?.signature ?? null;
  const upload = useRef<HTMLInputElement>(null);
  // A new pad after an upload or removal, so a drawing left on it does not look like the signature.
  const [padKey, setPadKey] = useState(0);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'image/png' || file.size > MAX_SIGNATURE_BYTES) {
      setError('signature', { type: 'file', message: SIGNATURE_MESSAGES.invalid });
      return;
    }
    clearErrors('signature');
    field.onChange(await readAsDataUrl(file));
    setPadKey((key) => key + 1);
  };

  return (
    <Stack spacing={2}>
      {field.value ? (
        <Box
          component="img"
          src={field.value}
          alt="Signature to be printed"
          sx={{ maxWidth: 320, maxHeight: 120, alignSelf: 'flex-start', border: 1, borderColor: 'divider', p: 1 }}
        />
      ) : (
        <Typography color="text.secondary">No signature on file.</Typography>
      )}
      <SignatureField key={padKey} label="Signature pad" onChange={(drawn) => field.onChange(drawn ?? beforeDrawing)} />
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => upload.current?.click()}>
          Upload a PNG image
        </Button>
        <input
          ref={upload}
          hidden
          type="file"
          accept="image/png"
          aria-label="Signature image"
          onChange={(event) => {
            void chooseFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {field.value ? (
          <Button
            color="error"
            onClick={() => {
              field.onChange(null);
              setPadKey((key) => key + 1);
            }}
          >
            Remove signature
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
