import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

type Props = {
  children: ReactNode;
  /** When this changes (e.g. the page path) a caught error is cleared and the children retried. */
  resetKey?: string;
  fallback?: (error: Error) => ReactNode;
};
type State = { error: Error | null; resetKey?: string };

/** Catches render errors below it and shows the error fallback screen instead of a blank page.
 * React itself logs the caught error to the console. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(typeof error === 'string' ? error : '') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  render() {
    const { error } = this.state;
    if (error) return this.props.fallback ? this.props.fallback(error) : <ErrorFallback error={error} />;
    return this.props.children;
  }
}
