import { useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_FACE_VIEW,
  FACE_VIEWS,
  usageSummary,
  type FaceAnnotationPoint,
  type FaceView,
  type ProductUsage,
} from '@clinic/contracts';
import { useStockProducts } from '../../api/get-stock.ts';
import { createPoint, isPointComplete, movePoint, relabel, type DraftPoint } from '../../lib/annotation-points.ts';
import { FaceDiagram } from './face-diagram.tsx';
import { PointEditor } from './point-editor.tsx';
import { PointList } from './point-list.tsx';
import { toggleButtons } from '../../../../components/ui/option-items.tsx';

interface FaceAnnotationEditorProps {
  points: readonly DraftPoint[];
  onChange?: (points: DraftPoint[]) => void;
  earlierPoints?: readonly FaceAnnotationPoint[];
  readOnly?: boolean;
  /** Shows the required-field messages of incomplete points once a save was tried. */
  showErrors?: boolean;
  /** What the saved procedure used, named: the points' products, lots and expiry dates. */
  usages?: readonly ProductUsage[];
  /**
   * Counts the saves refused by the form: each time it grows, an incomplete point opens (on its
   * view) unless the open one is itself incomplete, so its error is seen instead of hidden.
   */
  revealIncomplete?: number;
}

const VIEW_LABELS: Record<FaceView, string> = { front: 'Front', side: 'Side' };

/** The face diagram with its Front/Side toggle, the panel of the chosen point and the list of every point. */
export function FaceAnnotationEditor({
  points,
  onChange,
  earlierPoints,
  readOnly = false,
  showErrors = false,
  usages = [],
  revealIncomplete = 0,
}: FaceAnnotationEditorProps) {
  const stock = useStockProducts();
  const productOf = (point: DraftPoint) => {
    if (point.product_id === undefined || point.amount === undefined) return undefined;
    const used = usages.find((usage) => usage.point_id === point.id && usage.lot_id === point.lot_id);
    if (used) return { amount: `${point.amount} ${used.unit}`, text: usageSummary([used]) };
    const product = stock.data?.find((candidate) => candidate.id === point.product_id);
    const amount = `${point.amount} ${product?.unit ?? ''}`.trim();
    return { amount, text: product ? `${product.name} — ${amount}` : amount };
  };
  const [view, setView] = useState<FaceView>(DEFAULT_FACE_VIEW);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const selected = points.find((point) => point.id === selectedId);
  // Adjusted while rendering (React's pattern for state that follows a prop): only a new refused
  // save opens a point; editing points afterwards leaves the choice to the user.
  const [revealedFor, setRevealedFor] = useState(revealIncomplete);
  if (revealedFor !== revealIncomplete) {
    setRevealedFor(revealIncomplete);
    const incomplete = points.find((point) => !isPointComplete(point));
    if (incomplete && (!selected || isPointComplete(selected))) {
      setSelectedId(incomplete.id);
      setView(incomplete.view);
    }
  }
  const change = (next: DraftPoint[]) => onChange?.(next);
  const remove = (id: string) => {
    change(relabel(points.filter((point) => point.id !== id)));
    if (id === selectedId) setSelectedId(undefined);
  };

  return (
    <Box className="face-annotation" component="section" aria-label="Face annotation">
      <GlobalStyles
        styles={{
          '@media print': {
            '.face-annotation .face-annotation-toolbar, .face-annotation .face-annotation-panel': { display: 'none' },
            '.face-annotation .face-diagram': { maxWidth: '9cm', breakInside: 'avoid' },
          },
        }}
      />
      <ToggleButtonGroup
        className="face-annotation-toolbar"
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: FaceView | null) => next && setView(next)}
        aria-label="Face view"
        sx={{ mb: 2 }}
      >
        {toggleButtons(FACE_VIEWS, VIEW_LABELS)}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, width: '100%' }}>
          <FaceDiagram
            view={view}
            points={points}
            earlierPoints={earlierPoints ?? []}
            selectedId={selectedId}
            readOnly={readOnly}
            onAdd={(x, y) => {
              const point = createPoint(points, x, y, view);
              change([...points, point]);
              setSelectedId(point.id);
            }}
            onMove={(id, x, y) => change(points.map((point) => (point.id === id ? movePoint(point, x, y) : point)))}
            onSelect={setSelectedId}
            onRemove={remove}
            amountOf={(point) => productOf(point)?.amount}
          />
          {!readOnly ? (
            <Typography variant="caption" color="text.secondary" className="face-annotation-toolbar">
              Click the face, or focus it and press Enter, to add a point. Drag a point, or focus it and use the arrow
              keys (with Shift for bigger steps), to move it; Delete removes it.
            </Typography>
          ) : null}
        </Box>
        <Stack spacing={2} sx={{ width: { xs: '100%', md: 300 } }}>
          {selected && !readOnly ? (
            <Box className="face-annotation-panel">
              <PointEditor
                point={selected}
                showErrors={showErrors}
                onChange={(next) => change(points.map((point) => (point.id === next.id ? next : point)))}
                onRemove={() => remove(selected.id)}
                onClose={() => setSelectedId(undefined)}
              />
            </Box>
          ) : null}
          <PointList points={points} productOf={(point) => productOf(point)?.text} />
        </Stack>
      </Stack>
    </Box>
  );
}
