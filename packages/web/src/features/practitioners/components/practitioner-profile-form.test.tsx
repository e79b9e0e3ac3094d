import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LETTERHEAD_LINES, PRACTITIONER_MESSAGES } from '@clinic/contracts';
import { SIGNATURE_PNG, buildPractitioner, buildUser } from '@clinic/contracts/testing';
import { UNSAVED_CHANGES_TEXT } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { jsonResponse, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const doctor = buildUser({ role: 'DOCTOR', full_name: 'Maria Reyes' });
const profileUrl = `/api/v1/practitioners/${doctor.id}`;
const onFile = buildPractitioner({ user_id: doctor.id, printed_name: 'Dr. Maria Reyes', prc_number: '0123456' });

// jsdom draws nothing: the signature pad gets a 2D context whose every method does nothing.
beforeEach(() => {
  const context = new Proxy({}, { get: () => () => undefined, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as CanvasRenderingContext2D);
});

function renderProfile(api: ApiHandlers = {}) {
  return renderApp(paths.myPractitionerProfile.href(), {
    user: doctor,
    api: { [`GET ${profileUrl}`]: jsonResponse(200, onFile), ...api },
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the practitioner profile form', () => {
  it('checks the licences as the contract does before anything is sent', async () => {
    const { user, api } = renderProfile();
    expect(await screen.findByRole('heading', { name: 'My practitioner profile' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('0123456')).toBeInTheDocument();

    await user.clear(field('Printed name'));
    await user.clear(field('PRC licence number'));
    await user.type(field('PRC licence number'), '12-AB');
    await user.type(field('PTR year'), '1999');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText(PRACTITIONER_MESSAGES.displayNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PRACTITIONER_MESSAGES.prcNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(PRACTITIONER_MESSAGES.ptrYearInvalid)).toBeInTheDocument();
    expect(api.requestsTo(`PUT ${profileUrl}`)).toHaveLength(0);
  });

  it('sends the licences, letterhead and an uploaded signature, and says it saved', async () => {
    const saved = buildPractitioner({
      ...onFile,
      ptr_number: '8123456',
      ptr_year: 2026,
      letterhead_lines: ['Suite 301, Medical Arts Building'],
      signature: SIGNATURE_PNG,
    });
    const { user, api } = renderProfile({ [`PUT ${profileUrl}`]: jsonResponse(200, saved) });
    await screen.findByDisplayValue('0123456');
    expect(screen.getByText('No signature on file.')).toBeInTheDocument();

    await user.type(field('PTR number'), '8123456');
    await user.type(field('PTR year'), '2026');
    await user.type(field('Letterhead line 1'), 'Suite 301, Medical Arts Building');
    const png = Uint8Array.from(atob(SIGNATURE_PNG.split(',')[1]!), (character) => character.charCodeAt(0));
    await user.upload(
      screen.getByLabelText('Signature image'),
      new File([png], 'signature.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Signature to be printed' })).toHaveAttribute('src', SIGNATURE_PNG);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PRACTITIONER_MESSAGES.saved);
    const [request] = api.requestsTo(`PUT ${profileUrl}`);
    expect(request!.body).toMatchObject({
      printed_name: 'Dr. Maria Reyes',
      prc_number: '0123456',
      ptr_number: '8123456',
      ptr_year: 2026,
      s2_number: null,
      letterhead_lines: ['Suite 301, Medical Arts Building'],
      signature: SIGNATURE_PNG,
    });
  });

  it('refuses a seventh letterhead line in words', async () => {
    const { user, api } = renderProfile();
    await screen.findByDisplayValue('0123456');
    for (let line = 1; line <= MAX_LETTERHEAD_LINES + 1; line += 1) {
      if (line > 1) await user.click(screen.getByRole('button', { name: 'Add letterhead line' }));
      await user.type(field(`Letterhead line ${line}`), String(line));
    }
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PRACTITIONER_MESSAGES.tooManyLetterheadLines)).toBeInTheDocument();
    expect(api.requestsTo(`PUT ${profileUrl}`)).toHaveLength(0);
  });

  it("puts the server's refusals in words: on the field it names, else beside Save", async () => {
    let answer = jsonResponse(422, {
      detail: [{ loc: ['body', 'prc_valid_until'], msg: PRACTITIONER_MESSAGES.dateInvalid, type: 'custom' }],
    });
    const { user } = renderProfile({ [`PUT ${profileUrl}`]: () => answer });
    await screen.findByDisplayValue('0123456');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PRACTITIONER_MESSAGES.dateInvalid)).toBeInTheDocument();

    answer = jsonResponse(403, { detail: PRACTITIONER_MESSAGES.notYours });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRACTITIONER_MESSAGES.notYours);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderProfile();
    await screen.findByDisplayValue('0123456');
    await user.type(field('Specialty'), 'Dermatology');
    void router.navigate(paths.account.href());
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXT.stay }));
    expect(await screen.findByRole('textbox', { name: 'Specialty' })).toHaveValue('Dermatology');
  });
});
