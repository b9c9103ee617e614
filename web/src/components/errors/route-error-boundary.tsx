import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';

interface Props {
  children: ReactNode;
  /** Changes on navigation: leaving a broken page clears the error. */
  resetKey: string;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** Catches a page that throws while rendering (or whose code failed to download) and shows the error screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
