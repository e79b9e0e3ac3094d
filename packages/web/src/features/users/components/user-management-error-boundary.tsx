import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { USER_MESSAGES } from '@clinic/contracts';

interface State {
  failed: boolean;
}

/** The spec's error page for the User Management screen: one sentence instead of a blank screen. */
export class UserManagementErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <Alert severity="error">{USER_MESSAGES.errorBoundary}</Alert>;
    return this.props.children;
  }
}
