import type { FaceView } from '@clinic/contracts';

/** Drawn in a 200 × 260 box; markers are placed in percent of it. */
export const FACE_VIEW_BOX = { width: 200, height: 260 };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A plain line drawing of a face from the front: head, brows, eyes, nose, lips, ears, jaw, neck. */
function FrontFace() {
  return (
    <g {...stroke}>
      <path d="M100 22 C60 22 44 56 44 98 C44 128 50 156 62 178 C72 196 86 208 100 208 C114 208 128 196 138 178 C150 156 156 128 156 98 C156 56 140 22 100 22 Z" />
      <path d="M46 94 C36 90 32 104 36 118 C39 130 46 136 52 134" />
      <path d="M154 94 C164 90 168 104 164 118 C161 130 154 136 148 134" />
      <path d="M62 86 C70 80 82 79 90 83" />
      <path d="M110 83 C118 79 130 80 138 86" />
      <path d="M64 100 C70 94 82 94 88 100 C82 105 70 105 64 100 Z" />
      <path d="M112 100 C118 94 130 94 136 100 C130 105 118 105 112 100 Z" />
      <circle cx="76" cy="99.5" r="2.6" />
      <circle cx="124" cy="99.5" r="2.6" />
      <path d="M100 104 L96 136 C94 142 98 146 102 144" />
      <path d="M90 142 C94 148 106 148 110 142" />
      <path d="M82 164 C90 159 96 160 100 162 C104 160 110 159 118 164" />
      <path d="M82 164 C90 174 110 174 118 164" />
      <path d="M82 164 L118 164" />
      <path d="M80 200 L80 250 M120 200 L120 250" />
      <path d="M80 250 C70 254 56 256 40 258 M120 250 C130 254 144 256 160 258" />
    </g>
  );
}

/** The same face in profile, looking right: skull, brow, nose, lips, chin, ear, jaw, neck. */
function SideFace() {
  return (
    <g {...stroke}>
      <path d="M92 22 C54 22 36 52 38 96 C40 128 48 150 64 164 C72 172 78 184 80 200 L80 250" />
      <path d="M92 22 C130 22 150 46 152 80 C153 88 154 92 158 98 L166 124 C168 130 164 132 158 132 C160 138 158 142 154 144 C158 148 158 154 152 156 C156 160 154 166 150 168 C150 178 146 188 134 192 C122 196 112 196 110 206 L112 250" />
      <path d="M132 88 C138 84 146 84 152 88" />
      <path d="M136 100 C140 96 146 96 150 100 C146 103 140 103 136 100 Z" />
      <circle cx="144" cy="100" r="2" />
      <path d="M150 148 L158 146" />
      <path d="M66 96 C58 92 52 100 52 112 C52 126 58 136 66 134 C72 132 72 122 70 114" />
      <path d="M64 170 C86 186 104 192 128 192" />
      <path d="M80 250 C70 254 56 256 40 258 M112 250 C124 254 140 256 160 258" />
    </g>
  );
}

export function FaceOutline({ view }: { view: FaceView }) {
  return view === 'front' ? <FrontFace /> : <SideFace />;
}
