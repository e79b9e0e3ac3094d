import { errorMessage } from '../../../lib/api-error.ts';
import './light.css';

interface LightErrorAlertProps {
  /** The failed call's error; nothing is shown while there is none. */
  error: unknown;
  /** The screen's words when the server gives no reason. */
  fallback: string;
}

/** Why a call failed, in the server's words or the screen's own: `ErrorAlert` without MUI. */
export function LightErrorAlert({ error, fallback }: LightErrorAlertProps) {
  if (!error) return null;
  return (
    <div role="alert" className="light-alert">
      <div className="light-alert__icon">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
        </svg>
      </div>
      <div className="light-alert__message">{errorMessage(error, fallback)}</div>
    </div>
  );
}
