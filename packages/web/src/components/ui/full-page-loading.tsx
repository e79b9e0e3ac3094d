import { LightSpinner } from './light/spinner.tsx';
import './light/light.css';

/** The whole page waits (the stored token is being checked, or a screen loads); drawn without MUI. */
export function FullPageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="light-full-page">
      <LightSpinner />
      <p>{label}</p>
    </div>
  );
}
