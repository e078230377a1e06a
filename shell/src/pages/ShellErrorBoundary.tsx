import { Component, lazy, Suspense, type ReactNode } from 'react';

const ErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));

type State = { error: Error | null };

/** A failure of the shell's own pages shows the full-page error (which logs out, SH-66). */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    return this.state.error ? (
      <Suspense fallback={null}>
        <ErrorPage status={500} message={this.state.error.message} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
