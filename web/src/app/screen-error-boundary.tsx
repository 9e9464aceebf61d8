/**
 * What a screen that fails to render shows instead of a blank page: the reason and a reload
 * (a screen's file gone after a new release is the usual one). The next navigation tries
 * again.
 */
import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface Props {
  /** The path shown; a new one clears the failure. */
  pathname: string;
  children: ReactNode;
}

interface State {
  pathname: string;
  failure: string | undefined;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, failure: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: undefined };
  }

  override render() {
    if (this.state.failure === undefined) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ m: 3 }}
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        This page could not be shown: {this.state.failure}
      </Alert>
    );
  }
}
