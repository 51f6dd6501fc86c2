import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../shared/ui/error-fallback';

interface Props {
  children: ReactNode;
  /** When this changes after an error, the children get another try (the route shell passes the path). */
  resetKey?: unknown;
}

interface State {
  hasError: boolean;
}

/**
 * Shows the reloadable error fallback instead of a crashed tree: once around providers and
 * router (the last line of defence), once around the routed page (root-layout.tsx).
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  override render() {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}
