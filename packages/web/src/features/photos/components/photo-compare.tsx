import type { Photo } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import {
  TransformComponent,
  TransformWrapper,
  type ReactZoomPanPinchContentRef,
  type ReactZoomPanPinchRef,
} from 'react-zoom-pan-pinch';
import { beforeAndAfter } from '../lib/before-and-after.ts';
import { PhotoImage, photoLabel } from './photo-image.tsx';

type Mode = 'side-by-side' | 'overlay';
type View = { scale: number; positionX: number; positionY: number };

// Short enough that the photos, their labels and the slider fit one laptop screen (768 px high).
const frame = {
  position: 'relative',
  width: '100%',
  height: { xs: 280, sm: 'min(420px, calc(100dvh - 400px))' },
  minHeight: 240,
  bgcolor: 'grey.100',
  borderRadius: 1,
} as const;
const WHICH = ['Before', 'After'] as const;
const WRAPPER_STYLE = { width: '100%', height: '100%' };

/**
 * Zoom and pan of the two side-by-side photos move together: each view's change is applied to the
 * other, unless the other is already there (which also ends the echo).
 */
function SideBySide({ photos }: { photos: [Photo, Photo] }) {
  const views = [useRef<ReactZoomPanPinchContentRef>(null), useRef<ReactZoomPanPinchContentRef>(null)];
  const follow = (from: number) => (_ref: ReactZoomPanPinchRef, view: View) => {
    const other = views[1 - from]!.current;
    const at = other?.instance.state;
    if (!other || !at) return;
    const same =
      Math.abs(at.scale - view.scale) < 1e-3 &&
      Math.abs(at.positionX - view.positionX) < 0.5 &&
      Math.abs(at.positionY - view.positionY) < 0.5;
    if (!same) void other.setTransform(view.positionX, view.positionY, view.scale, 0);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
      {photos.map((photo, index) => (
        <Box key={photo.id} component="figure" sx={{ m: 0 }}>
          <Box sx={frame}>
            <Chip
              label={WHICH[index]}
              size="small"
              sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1, bgcolor: 'background.paper', fontWeight: 600 }}
            />
            <TransformWrapper ref={views[index]} onTransform={follow(index)} maxScale={8}>
              <TransformComponent wrapperStyle={WRAPPER_STYLE} contentStyle={WRAPPER_STYLE}>
                <PhotoImage photo={photo} size="full" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
              </TransformComponent>
            </TransformWrapper>
          </Box>
          <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
            <strong>{WHICH[index]}:</strong> {photoLabel(photo)} · {photo.procedure_name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The before photo over the after photo, shown from the left edge up to the slider's position. */
function Overlay({ photos: [before, after] }: { photos: [Photo, Photo] }) {
  const [split, setSplit] = useState(50);
  const layer = { position: 'absolute', inset: 0 } as const;
  const fill = { width: '100%', height: '100%', objectFit: 'contain' } as const;
  return (
    <Stack spacing={1}>
      <Box sx={frame}>
        <TransformWrapper maxScale={8}>
          <TransformComponent wrapperStyle={WRAPPER_STYLE} contentStyle={{ ...WRAPPER_STYLE, position: 'relative' }}>
            <Box sx={layer}>
              <PhotoImage photo={after} size="full" style={fill} />
            </Box>
            {/* Clipped by an inline style: it changes with every step of the slider. */}
            <Box sx={layer} style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }} data-testid="overlay-top">
              <PhotoImage photo={before} size="full" style={fill} />
            </Box>
          </TransformComponent>
        </TransformWrapper>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          <strong>Before</strong> {photoLabel(before)}
        </Typography>
        <Slider
          value={split}
          onChange={(_, value) => setSplit(value)}
          aria-label="Before/after slider"
          getAriaValueText={(value) => `${value}% before`}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2">
          <strong>After</strong> {photoLabel(after)}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** Two photos compared side by side with zoom and pan together, or one over the other with a slider. */
export function PhotoCompare({ photos, onClose }: { photos: [Photo, Photo]; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('side-by-side');
  const ordered = beforeAndAfter(photos);
  return (
    <Stack spacing={2} component="section" aria-labelledby="photo-compare-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" id="photo-compare-title">
          Compare
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_, value: Mode | null) => value && setMode(value)}
          aria-label="Compare view"
        >
          <ToggleButton value="side-by-side">Side by side</ToggleButton>
          <ToggleButton value="overlay">Overlay</ToggleButton>
        </ToggleButtonGroup>
        <Button onClick={onClose}>Close comparison</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Zoom with the mouse wheel or two fingers; drag to pan.
      </Typography>
      {mode === 'side-by-side' ? <SideBySide photos={ordered} /> : <Overlay photos={ordered} />}
    </Stack>
  );
}
