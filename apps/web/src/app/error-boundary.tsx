import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../components/error-fallback.tsx';

interface State {
  failed: boolean;
}

/** Catches rendering failures outside the router; 'Tente de novo' renders the children again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[render]', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback onRetry={() => this.setState({ failed: false })} />;
  }
}
