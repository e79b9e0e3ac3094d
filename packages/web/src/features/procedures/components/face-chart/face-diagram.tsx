import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { FaceAnnotationPoint, FaceView } from '@clinic/contracts';
import type { DraftPoint } from '../../lib/annotation-points.ts';
import { DiagramLegend } from './diagram-legend.tsx';
import { FACE_VIEW_BOX, FaceOutline } from './face-outline.tsx';
import { MARKER } from './marker-style.ts';

interface FaceDiagramProps {
  view: FaceView;
  points: readonly DraftPoint[];
  /** Points of the patient's other procedures, shown faded for reference. */
  earlierPoints?: readonly FaceAnnotationPoint[];
  selectedId?: string | undefined;
  readOnly?: boolean;
  onAdd?: (x: number, y: number) => void;
  onMove?: (id: string, x: number, y: number) => void;
  onSelect?: (id: string) => void;
  onRemove?: (id: string) => void;
  /** The amount a point used, written beside it ("20 U"). */
  amountOf?: (point: DraftPoint) => string | undefined;
}

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const toBox = (percent: number, size: number) => (percent / 100) * size;

/**
 * The face drawing with numbered markers. The box keeps the drawing's aspect ratio, so a
 * position in percent of the element is a position in percent of the drawing.
 */
export function FaceDiagram(props: FaceDiagramProps) {
  const { view, points, earlierPoints = [], selectedId, readOnly = false } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const moved = useRef(false);
  /** A point added from the keyboard takes the focus, so the arrow keys move it at once. */
  const focusAdded = useRef(false);

  useEffect(() => {
    if (!focusAdded.current || !selectedId) return;
    focusAdded.current = false;
    svgRef.current?.querySelector<SVGGElement>(`[data-point-id="${CSS.escape(selectedId)}"]`)?.focus();
  }, [selectedId]);

  function percentAt(event: { clientX: number; clientY: number }): [number, number] | undefined {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return undefined;
    return [((event.clientX - rect.left) / rect.width) * 100, ((event.clientY - rect.top) / rect.height) * 100];
  }

  function addAt(event: MouseEvent<SVGSVGElement>) {
    if (readOnly || dragging) return;
    const at = percentAt(event);
    if (at) props.onAdd?.(at[0], at[1]);
  }

  function drag(event: PointerEvent<SVGSVGElement>) {
    if (!dragging) return;
    const at = percentAt(event);
    if (!at) return;
    moved.current = true;
    props.onMove?.(dragging, at[0], at[1]);
  }

  function diagramKey(event: KeyboardEvent<SVGSVGElement>) {
    if (readOnly || event.target !== event.currentTarget) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    focusAdded.current = true;
    props.onAdd?.(50, 50);
  }

  function markerKey(event: KeyboardEvent<SVGGElement>, point: DraftPoint) {
    const step = KEY_STEPS[event.key];
    if (step && !readOnly) {
      event.preventDefault();
      const size = event.shiftKey ? 5 : 1;
      props.onMove?.(point.id, point.x + step[0] * size, point.y + step[1] * size);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && !readOnly) {
      event.preventDefault();
      props.onRemove?.(point.id);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onSelect?.(point.id);
    }
  }

  const shown = points.filter((point) => point.view === view);
  const faded = earlierPoints.filter((point) => point.view === view);

  return (
    <>
      <Box
        className="face-diagram"
        sx={{
          width: '100%',
          maxWidth: 420,
          mx: 'auto',
          aspectRatio: `${FACE_VIEW_BOX.width} / ${FACE_VIEW_BOX.height}`,
          color: 'text.primary',
          // Markers are drawn, so their focus ring is too; the diagram itself gets the usual outline.
          '& svg:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '& .face-marker:focus-visible circle': { stroke: '#ff9800', strokeWidth: 3 },
        }}
      >
        {/* A group, not an image: the children of an image are hidden from screen readers, and the markers are buttons. */}
        <svg
          ref={svgRef}
          role="group"
          aria-label={`Face diagram, ${view === 'front' ? 'front' : 'side'} view${readOnly ? '' : '. Click, or press Enter, to add a point.'}`}
          tabIndex={readOnly ? undefined : 0}
          onKeyDown={diagramKey}
          viewBox={`0 0 ${FACE_VIEW_BOX.width} ${FACE_VIEW_BOX.height}`}
          width="100%"
          height="100%"
          style={{ cursor: readOnly ? 'default' : 'crosshair', touchAction: 'none', display: 'block' }}
          onClick={addAt}
          onPointerMove={drag}
          onPointerUp={() => setDragging(null)}
          onPointerLeave={() => setDragging(null)}
        >
          <rect width={FACE_VIEW_BOX.width} height={FACE_VIEW_BOX.height} fill="transparent" />
          <FaceOutline view={view} />
          {faded.map((point) => (
            <circle
              key={`earlier-${point.id}`}
              cx={toBox(point.x, FACE_VIEW_BOX.width)}
              cy={toBox(point.y, FACE_VIEW_BOX.height)}
              r={5}
              fill={MARKER.earlier}
              opacity={MARKER.earlierOpacity}
              aria-hidden
            >
              <title>{`Earlier: ${point.condition}`}</title>
            </circle>
          ))}
          {shown.map((point) => {
            const number = point.label.replace(/^Point\s*/, '');
            const selected = point.id === selectedId;
            return (
              <g
                key={point.id}
                role="button"
                tabIndex={0}
                aria-label={point.label}
                data-point-id={point.id}
                aria-pressed={selected}
                className="face-marker"
                transform={`translate(${toBox(point.x, FACE_VIEW_BOX.width)} ${toBox(point.y, FACE_VIEW_BOX.height)})`}
                style={{ cursor: readOnly ? 'pointer' : 'grab', outline: 'none' }}
                onKeyDown={(event) => markerKey(event, point)}
                onPointerDown={(event) => {
                  if (readOnly) return;
                  event.stopPropagation();
                  moved.current = false;
                  setDragging(point.id);
                }}
                onClick={(event) => {
                  event.stopPropagation();
                  if (!moved.current) props.onSelect?.(point.id);
                }}
              >
                <circle
                  r={selected ? 8 : 7}
                  fill={selected ? MARKER.selected : MARKER.point}
                  stroke="#fff"
                  strokeWidth={1.5}
                />
                <text textAnchor="middle" dy="3.2" fontSize="8" fill="#fff" fontFamily="sans-serif" aria-hidden>
                  {number}
                </text>
                {props.amountOf?.(point) ? (
                  <text x={10} dy="3" fontSize="8" fill="currentColor" fontFamily="sans-serif" aria-hidden>
                    {props.amountOf(point)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </Box>
      {faded.length > 0 ? <DiagramLegend /> : null}
    </>
  );
}
