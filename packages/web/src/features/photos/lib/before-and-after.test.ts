import { describe, expect, it } from 'vitest';
import type { Photo } from '@clinic/contracts';
import { beforeAndAfter } from './before-and-after.ts';

const photo = (overrides: Partial<Photo>): Photo => ({
  id: 1,
  patient_id: 1,
  procedure_id: 1,
  procedure_name: 'Botox',
  procedure_start: '2026-03-10T02:00:00Z',
  kind: 'before',
  angle: 'front',
  note: '',
  width: 800,
  height: 600,
  taken_at: '2026-03-10T02:05:00Z',
  taken_by: null,
  release: 'record_only',
  ...overrides,
});

describe('before and after', () => {
  it("puts a visit's before photo first, even when it was taken later", () => {
    const after = photo({ id: 1, kind: 'after', taken_at: '2026-03-10T02:30:00Z' });
    const before = photo({ id: 2, kind: 'before', taken_at: '2026-03-10T02:40:00Z' });
    expect(beforeAndAfter([after, before])).toEqual([before, after]);
  });

  it('puts the earlier visit first, whatever each photo is called', () => {
    const later = photo({ id: 1, procedure_id: 2, procedure_start: '2026-05-01T02:00:00Z', kind: 'before' });
    const earlier = photo({ id: 2, procedure_id: 1, kind: 'after' });
    expect(beforeAndAfter([later, earlier])).toEqual([earlier, later]);
    expect(beforeAndAfter([earlier, later])).toEqual([earlier, later]);
  });
});
