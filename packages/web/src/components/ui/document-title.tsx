export const PORTAL_NAME = 'Clinic Portal';

/** React 19 moves a rendered <title> into the document head, so each screen names its tab. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} | ${PORTAL_NAME}`}</title>;
}
