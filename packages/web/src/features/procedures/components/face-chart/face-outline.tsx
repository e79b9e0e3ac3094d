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

/** Finer lines: eyes, nostrils, lips. */
const detail = { strokeWidth: 1.1 } as const;

/** Faint landmarks that help place points: folds, creases, cheekbones, nose bridge. */
const guide = { strokeWidth: 0.8, strokeOpacity: 0.45 } as const;

/*
 * Proportions (y): crown 12, brows 88, eyes 104 (about half the head), nose base 144,
 * lips 163, chin 202. Brow to nose base and nose base to chin are equal thirds; the ears
 * sit between brow and nose base. The eyes are one eye-width apart, the mouth as wide as
 * the pupils are apart.
 */

/** The left half of the front view's features; drawn twice, once mirrored. */
function FrontHalf() {
  return (
    <>
      <path d="M42 94 C34 86 28 94 29 106 C30 120 34 134 44 142" />
      <path {...guide} d="M40 100 C35 98 34 106 36 116 C37 124 40 130 44 132" />
      <path d="M61 90 C70 84 82 84 91 89" />
      <g {...detail}>
        <path d="M63 104 C70 97 81 97 88 104 C81 108 70 108 63 104 Z" />
        <circle cx="75.5" cy="103.5" r="3.5" />
        <path d="M89 135 C84 138 85 145 90 145 C94 146 97 147 100 147" />
      </g>
      <g {...guide}>
        <path d="M65 98 C72 94 80 94 86 98" />
        <path d="M93 96 C94 110 92 124 88 134" />
        <path d="M84 142 C79 149 77 157 78 165" />
        <path d="M52 116 C58 122 66 125 74 125" />
      </g>
      <path d="M79 195 C78 210 78 222 77 232 C66 238 46 242 22 250" />
    </>
  );
}

/** A line drawing of a face from the front: head, brows, eyes, nose, lips, ears, jaw, neck. */
function FrontFace() {
  return (
    <g {...stroke}>
      <path d="M100 12 C64 12 42 40 42 84 C42 104 44 120 47 134 C50 152 55 168 65 181 C75 194 88 202 100 202 C112 202 125 194 135 181 C145 168 150 152 153 134 C156 120 158 104 158 84 C158 40 136 12 100 12 Z" />
      <FrontHalf />
      <g transform="matrix(-1 0 0 1 200 0)">
        <FrontHalf />
      </g>
      <g {...detail}>
        <path d="M82 163 C88 160 94 156 100 159 C106 156 112 160 118 163" />
        <path d="M82 163 C92 165 108 165 118 163" />
        <path d="M84 164 C90 173 110 173 116 164" />
      </g>
      <g {...guide}>
        <path d="M97 149 L96 157 M103 149 L104 157" />
        <path d="M92 184 C96 186 104 186 108 184" />
      </g>
    </g>
  );
}

/** The same face in profile, looking right: skull, brow, nose, lips, chin, ear, jaw, neck. */
function SideFace() {
  return (
    <g {...stroke}>
      <path d="M96 12 C56 12 30 40 30 90 C30 114 38 134 50 146 C58 156 62 168 62 186 C63 206 66 226 68 244" />
      <path d="M96 12 C130 12 150 34 155 64 C157 76 159 84 158 90 C157 94 155 96 155 99 C158 112 166 124 173 133 C176 138 173 144 168 145 C165 146 163 147 163 149 C163 152 165 154 165 157 C165 159 163 160 162 161 C164 163 164 167 162 170 C160 174 158 176 158 180 C158 186 162 188 162 194 C162 202 156 206 148 206 C138 206 126 206 119 212 C120 224 122 236 124 246" />
      <path d="M68 244 C60 250 42 254 20 256 M124 246 C136 252 156 256 180 258" />
      <path d="M136 90 C142 87 150 87 156 90" />
      <path d="M84 104 C80 92 66 90 62 100 C58 112 62 128 70 138 C74 144 80 146 84 142" />
      <path d="M84 146 C85 160 86 172 90 181 C100 192 116 200 134 204" />
      <g {...detail}>
        <path d="M140 104 C143 100 148 99 152 101 M140 104 C143 107 147 108 151 107" />
        <path d="M150 101 C152 103 152 105 150 107" />
        <path d="M163 139 C158 136 153 139 153 143 C153 146 156 147 158 146" />
        <path d="M162 161 L155 162" />
      </g>
      <g {...guide}>
        <path d="M76 100 C70 100 68 108 70 118 C72 126 76 130 78 128" />
        <path d="M141 99 C145 96 149 96 152 97" />
        <path d="M154 142 C149 150 148 158 150 168" />
        <path d="M114 120 C124 116 134 116 144 120" />
        <path d="M86 190 C96 206 106 222 114 240" />
      </g>
    </g>
  );
}

export function FaceOutline({ view }: { view: FaceView }) {
  return view === 'front' ? <FrontFace /> : <SideFace />;
}
