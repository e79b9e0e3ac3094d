import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '../../../../testing/render-with-queries.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FACE_ANNOTATION_MESSAGES } from '@clinic/contracts';
import type { DraftPoint } from '../../lib/annotation-points.ts';
import { FaceAnnotationEditor } from './face-annotation-editor.tsx';

function Harness({ initial = [], onChange }: { initial?: DraftPoint[]; onChange?: (points: DraftPoint[]) => void }) {
  const [points, setPoints] = useState<DraftPoint[]>(initial);
  return (
    <FaceAnnotationEditor
      points={points}
      showErrors
      onChange={(next) => {
        setPoints(next);
        onChange?.(next);
      }}
    />
  );
}

const point = (overrides: Partial<DraftPoint> = {}): DraftPoint => ({
  id: 'a',
  x: 50,
  y: 50,
  view: 'front',
  label: 'Point 1',
  condition: 'Scar',
  treatment: 'Laser',
  notes: '',
  medications: '',
  treatment_date: null,
  ...overrides,
});

function clickDiagramAt(xPercent: number, yPercent: number) {
  const svg = screen.getByRole('group', { name: /face diagram/i });
  svg.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 200,
    height: 260,
    right: 200,
    bottom: 260,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  fireEvent.click(svg, { clientX: (xPercent / 100) * 200, clientY: (yPercent / 100) * 260 });
}

describe('face annotation editor', () => {
  it('adds a numbered point where the face is clicked and opens its panel', async () => {
    const onChange = vi.fn();
    renderWithQueries(<Harness onChange={onChange} />);
    clickDiagramAt(25, 50);
    expect(screen.getByRole('button', { name: 'Point 1' })).toBeInTheDocument();
    expect(onChange.mock.lastCall?.[0][0]).toMatchObject({ x: 25, y: 50, view: 'front', label: 'Point 1' });
    expect(screen.getByText(FACE_ANNOTATION_MESSAGES.conditionRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/condition/i), 'Melasma');
    expect(onChange.mock.lastCall?.[0][0].condition).toBe('Melasma');
  });

  it('moves the focused point with the arrow keys and removes it with Delete, renumbering the rest', async () => {
    const onChange = vi.fn();
    renderWithQueries(<Harness initial={[point(), point({ id: 'b', label: 'Point 2', x: 10 })]} onChange={onChange} />);
    const first = screen.getByRole('button', { name: 'Point 1' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(onChange.mock.lastCall?.[0][0]).toMatchObject({ x: 51, y: 51 });
    await userEvent.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: 'Point 2' })).not.toBeInTheDocument();
    expect(onChange.mock.lastCall?.[0]).toEqual([expect.objectContaining({ id: 'b', label: 'Point 1' })]);
  });

  it('keeps side points to the side view', async () => {
    renderWithQueries(<Harness initial={[point({ view: 'side' })]} />);
    expect(screen.queryByRole('button', { name: 'Point 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Side' }));
    expect(screen.getByRole('button', { name: 'Point 1' })).toBeInTheDocument();
  });

  it('explains the faded points of earlier visits in a legend, and only when there are some', () => {
    const { unmount } = renderWithQueries(<FaceAnnotationEditor points={[point()]} onChange={() => undefined} />);
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    unmount();
    renderWithQueries(
      <FaceAnnotationEditor
        points={[point()]}
        earlierPoints={[
          {
            ...point({ id: 'earlier', x: 30 }),
            created_at: '2026-01-05T02:00:00Z',
            updated_at: '2026-01-05T02:00:00Z',
          },
        ]}
        onChange={() => undefined}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText("This procedure's points")).toBeInTheDocument();
    expect(within(legend).getByText('Points from earlier visits (faded)')).toBeInTheDocument();
  });

  it('shows details but adds nothing when read-only', async () => {
    const onChange = vi.fn();
    renderWithQueries(<FaceAnnotationEditor points={[point()]} readOnly onChange={onChange} />);
    clickDiagramAt(10, 10);
    expect(onChange).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Point 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByText('Condition: Scar').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/condition/i)).not.toBeInTheDocument();
  });

  it('adds a point at the centre with Enter and moves it with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithQueries(<Harness onChange={onChange} />);
    screen.getByRole('group', { name: /face diagram/i }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Point 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(onChange.mock.lastCall?.[0][0]).toMatchObject({ x: 52, y: 45, label: 'Point 1' });
  });

  it('lists every point with its condition and treatment without a click', () => {
    renderWithQueries(
      <FaceAnnotationEditor
        points={[
          point(),
          point({ id: 'b', label: 'Point 2', condition: 'Wrinkles', treatment: 'Botox', view: 'side' }),
        ]}
        readOnly
      />,
    );
    const list = screen.getByRole('region', { name: 'Points (2)' });
    expect(within(list).getByText('Point 2 (Side)')).toBeInTheDocument();
    expect(within(list).getByText('Condition: Wrinkles')).toBeInTheDocument();
    expect(within(list).getByText('Treatment: Laser')).toBeInTheDocument();
  });
});
