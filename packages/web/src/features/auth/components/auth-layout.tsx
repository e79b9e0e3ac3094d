import type { ReactNode } from 'react';
import { DocumentTitle, PORTAL_NAME } from '../../../components/ui/document-title.tsx';
import './auth-layout.css';

/**
 * The centred card around the sign-in, registration and password screens. Plain elements and a
 * small style sheet rather than MUI: the sign-in page paints with it before MUI has loaded.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-layout">
      <DocumentTitle title={title} />
      <div className="auth-layout__card">
        <p className="auth-layout__brand">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 3H5c-1.1 0-1.99.9-1.99 2L3 19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-1 11h-4v4h-4v-4H6v-4h4V6h4v4h4z" />
          </svg>
          {PORTAL_NAME}
        </p>
        <h1 className="auth-layout__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
