import './light.css';

/** Something is loading: a ring read as a progress bar, named when nothing else says so. */
export function LightSpinner({ label }: { label?: string }) {
  return label ? (
    <span role="progressbar" aria-label={label} className="light-spinner" />
  ) : (
    <span aria-hidden="true" className="light-spinner" />
  );
}
