import { describe, expect, it } from 'vitest';
import { createDoctorColumns, doctorKey, sameDoctor } from './doctor-name.ts';

describe('doctorKey', () => {
  it('folds case, accents, spaces and punctuation and drops a leading title', () => {
    for (const typed of ['Dr Reyes', 'dr. reyes', 'DR.REYES', ' Dra. Réyes ', 'Doc Reyes', 'Reyes']) {
      expect(doctorKey(typed), typed).toBe('reyes');
    }
    expect(sameDoctor('Dr. Maria Reyes', 'maria  reyes')).toBe(true);
    expect(sameDoctor('Dr Reyes', 'Dr Ramos')).toBe(false);
  });

  it('keeps a title that is the whole name, and a title inside the name', () => {
    expect(doctorKey('Doc')).toBe('doc');
    expect(doctorKey('Maria Dra Reyes')).toBe('maria dra reyes');
  });
});

describe('createDoctorColumns', () => {
  it("places a practitioner's names in their column and other names under their first spelling", () => {
    const columnOf = createDoctorColumns([{ display_name: 'Dr. Maria Reyes', answers_to: ['Dr Reyes'] }]);
    expect(columnOf('dr. reyes')).toBe('Dr. Maria Reyes');
    expect(columnOf('maria reyes')).toBe('Dr. Maria Reyes');
    expect(columnOf('Dr Lim')).toBe('Dr Lim');
    expect(columnOf('dr. LIM')).toBe('Dr Lim');
  });
});
