import { describe, expect, it } from 'vitest';
import { buildFacePoint, buildProcedureInput } from '../testing/procedure.factory.ts';
import { amountFromTyping, formatPeso, normaliseAmount } from '../common/money.ts';
import { composeProcedureDetails, parseProcedureDetails } from './procedure-details.ts';
import { completePoints, faceAnnotationPointsInputSchema } from './face-annotation.schemas.ts';
import { parseClinicDateTime } from './clinic-datetime.ts';
import { durationNote, parseDurationNote } from './medication-duration.ts';
import { PROCEDURE_MESSAGES } from './procedure-messages.ts';
import { procedureListQuerySchema } from './procedure-list-query.schemas.ts';
import { createProcedureInputSchema } from './procedure.schemas.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('procedure input', () => {
  it('accepts the factory payload and stores clinic time as UTC', () => {
    const parsed = createProcedureInputSchema.parse(buildProcedureInput(1));
    expect(parsed.start_datetime).toBe('2026-03-01T01:30:00.000Z');
    expect(parsed.medications[0]?.name).toBe('Amoxicillin');
  });

  it('answers the spec messages for a bad patient, blank names and a missing status', () => {
    const result = createProcedureInputSchema.safeParse({
      ...buildProcedureInput(1),
      patient_id: 'abc',
      name: ' ',
      doctor_name: '',
      status: undefined,
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        PROCEDURE_MESSAGES.invalidPatient,
        PROCEDURE_MESSAGES.nameRequired,
        PROCEDURE_MESSAGES.doctorRequired,
        PROCEDURE_MESSAGES.statusRequired,
      ]),
    );
  });

  it('refuses an end before the start, a nameless medication and broken JSON details', () => {
    const result = createProcedureInputSchema.safeParse(
      buildProcedureInput(1, {
        end_datetime: '2026-03-01T08:00',
        medications: [{ name: '' }],
        details: '{"originalDetails": ',
      }),
    );
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        PROCEDURE_MESSAGES.endBeforeStart,
        PROCEDURE_MESSAGES.medicationNameRequired,
        PROCEDURE_MESSAGES.invalidDetails,
      ]),
    );
  });

  it('refuses a point outside 0-100 or on an unknown view', () => {
    expect(faceAnnotationPointsInputSchema.safeParse([buildFacePoint({ x: 101 })]).success).toBe(false);
    expect(faceAnnotationPointsInputSchema.safeParse([buildFacePoint({ view: 'top' as 'front' })]).success).toBe(false);
  });

  it('defaults the list to 10 rows newest first and whitelists sort columns', () => {
    expect(procedureListQuerySchema.parse({})).toMatchObject({
      page: 1,
      page_size: 10,
      sortBy: 'start_datetime',
      sortOrder: 'desc',
    });
    expect(procedureListQuerySchema.safeParse({ sortBy: 'details' }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('reads real date-times only', () => {
    expect(parseClinicDateTime('2026-02-30T10:00')).toBeUndefined();
    expect(parseClinicDateTime('2026-02-28T10:00Z')?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(parseClinicDateTime('1899-12-31')).toBeUndefined();
  });

  it('writes and reads medication durations', () => {
    expect(durationNote({ amount: '2', unit: 'weeks' })).toBe('Duration: 2 weeks');
    expect(parseDurationNote('Duration: 3 months')).toEqual({ amount: '3', unit: 'months' });
    expect(parseDurationNote('take with food')).toBeUndefined();
  });

  it('round-trips details in the current form and reads the older and plain forms', () => {
    const points = completePoints(
      faceAnnotationPointsInputSchema.parse([buildFacePoint()]),
      [],
      '2026-03-01T00:00:00.000Z',
    );
    expect(points[0]?.label).toBe('Point 1');
    const text = composeProcedureDetails('notes', points, '2026-03-01T00:00:00.000Z');
    expect(JSON.parse(text).faceAnnotations.version).toBe('1.0');
    expect(parseProcedureDetails(text)).toEqual({ text: 'notes', points });
    expect(parseProcedureDetails(JSON.stringify({ version: '0.9', points }))?.points).toHaveLength(1);
    expect(parseProcedureDetails('plain words')).toEqual({ text: 'plain words', points: [] });
    expect(parseProcedureDetails('{oops')).toBeUndefined();
    expect(composeProcedureDetails('only text', [], 'now')).toBe('only text');
  });

  it('formats amounts exactly', () => {
    expect(normaliseAmount('0015.5')).toBe('15.5');
    expect(normaliseAmount('1.234')).toBeUndefined();
    expect(formatPeso('1500.5')).toBe('₱1,500.50');
  });
});

describe('amount box', () => {
  it('keeps what is typed while it is an amount, and the first 2 decimals of a pasted one', () => {
    expect(amountFromTyping('12.')).toBe('12.');
    expect(amountFromTyping('12.345')).toBe('12.34');
    expect(amountFromTyping('₱1,234.5')).toBe('1234.5');
    expect(amountFromTyping('12a')).toBeUndefined();
    expect(amountFromTyping('1.2.3')).toBeUndefined();
  });
});
