/**
 * What a form held when it was saved, kept in this tab's session storage until the save is over,
 * so a session that ends during the save (sign-out, reload, another tab) does not take it. It
 * stays in the browser: nothing here is sent anywhere.
 */
const PREFIX = 'draft:';

export function readDraft<Values>(key: string): Values | undefined {
  const text = window.sessionStorage.getItem(PREFIX + key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as Values;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: unknown): void {
  window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
}

export function removeDraft(key: string): void {
  window.sessionStorage.removeItem(PREFIX + key);
}
