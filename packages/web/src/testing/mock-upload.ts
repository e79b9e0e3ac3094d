import { vi } from 'vitest';

export interface RecordedUpload {
  method: string;
  url: string;
  body: FormData;
}

/**
 * Stubs XMLHttpRequest, which uploads use for their progress, with one answer for every upload;
 * `fetch` stays with `mockApi`.
 */
export function mockUploads(status: number, body: unknown) {
  const uploads: RecordedUpload[] = [];
  class FakeUpload {
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      uploads.push({ method: this.method, url: this.url, body: form });
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return uploads;
}
