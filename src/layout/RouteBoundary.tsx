import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';

interface State {
  error: unknown;
  errorInfo?: ErrorInfo;
}

/** A page that failed to render shows the route error screen in the frame; leaving the page resets it. */
export class RouteBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private readonly reset = () => this.setState({ error: null, errorInfo: undefined });

  override componentDidCatch(_error: unknown, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  override render() {
    const { error, errorInfo } = this.state;
    if (error === null) return this.props.children;
    return <RouteErrorScreen error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}
