import { CHART_ITEM_LABELS, CHART_MESSAGES, type ChartChecklist, type ChartItemKey } from '@clinic/contracts';
import type { ChartFacts } from './charts.repository.ts';

const item = (key: ChartItemKey, done: boolean, detail: string) => ({
  key,
  label: CHART_ITEM_LABELS[key],
  done,
  detail,
});

function consentItem(required: readonly number[], signed: readonly number[]) {
  if (required.length === 0) return item('consent', true, CHART_MESSAGES.consentNotNeeded);
  const missing = required.filter((id) => !signed.includes(id)).length;
  return item(
    'consent',
    missing === 0,
    missing === 0 ? CHART_MESSAGES.consentSigned : CHART_MESSAGES.consentMissing(missing),
  );
}

function lotsItem(facts: ChartFacts) {
  if (facts.pointsWithProduct === 0) return item('lots', true, CHART_MESSAGES.noProductsOnPoints);
  const missing = facts.pointsWithoutLot;
  return item(
    'lots',
    missing.length === 0,
    missing.length === 0 ? CHART_MESSAGES.everyProductHasLot : CHART_MESSAGES.pointsWithoutLot(missing),
  );
}

function noteItem(facts: ChartFacts) {
  if (facts.signedNotes > 0) return item('signed_note', true, CHART_MESSAGES.noteSigned);
  return item('signed_note', false, facts.notes > 0 ? CHART_MESSAGES.noteDraftOnly : CHART_MESSAGES.noNote);
}

/**
 * The one rule of what a complete chart holds, for the checklist, the completion gate and the
 * report alike. `requiredConsents` are the consent templates the procedure needs (the consent gate's answer).
 */
export function chartChecklist(facts: ChartFacts, requiredConsents: readonly number[]): ChartChecklist {
  const items = [
    consentItem(requiredConsents, facts.signedConsentTemplateIds),
    item(
      'photos_before',
      facts.photosBefore >= facts.photosBeforeRequired,
      CHART_MESSAGES.photos(facts.photosBefore, facts.photosBeforeRequired),
    ),
    item(
      'photos_after',
      facts.photosAfter >= facts.photosAfterRequired,
      CHART_MESSAGES.photos(facts.photosAfter, facts.photosAfterRequired),
    ),
    lotsItem(facts),
    noteItem(facts),
    item('payment', facts.paid, facts.paid ? CHART_MESSAGES.paid : CHART_MESSAGES.notPaid),
  ];
  return { complete: items.every((entry) => entry.done), items };
}
