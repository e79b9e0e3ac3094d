import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SignaturePad from 'signature_pad';

interface SignatureFieldProps {
  label: string;
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange: (signature: string | null) => void;
  error?: string;
}

/** A signature drawn with a finger, a stylus or the mouse. */
export function SignatureField({ label, onChange, error }: SignatureFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Drawn at the screen's pixel density, so the line is sharp on a tablet.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas);
    const changed = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', changed);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', changed);
      pad.off();
    };
  }, []);

  return (
    <Stack spacing={1}>
      <Typography component="span" variant="subtitle1">
        {label}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        aria-label={label}
        role="img"
        sx={{
          width: '100%',
          height: 200,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          touchAction: 'none',
        }}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Box>
        <Button
          size="small"
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          Clear {label.toLowerCase()}
        </Button>
      </Box>
    </Stack>
  );
}
