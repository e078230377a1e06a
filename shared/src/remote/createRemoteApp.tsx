import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from './RemoteErrorFallback';

/** Props single-spa hands to every remote (the shell passes the element to mount in). */
export type RemoteMountProps = { name: string; domElement?: HTMLElement; areaLabel?: string };

type BoundaryProps = { areaLabel: string; children: ReactNode };
type BoundaryState = { error: Error | null; attempt: number };

/** Keeps a throwing area inside its own region with a Retry (failure isolation, design.md). */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.areaLabel}] crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteErrorFallback
          areaLabel={this.props.areaLabel}
          detail="Something went wrong in this part of Qube. The rest of the site still works."
          onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        />
      );
    }
    return <Remount key={this.state.attempt}>{this.props.children}</Remount>;
  }
}

function Remount({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * single-spa lifecycles for a remote's `./app` expose: the shell mounts it into the element it
 * passes as `domElement`, and a crash stays in the remote's region.
 */
export function createRemoteApp({ rootComponent: Root, areaLabel }: { rootComponent: (props: RemoteMountProps) => ReactNode; areaLabel: string }) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: (props: RemoteMountProps) => (
      <RemoteErrorBoundary areaLabel={props.areaLabel ?? areaLabel}>
        <Root {...props} />
      </RemoteErrorBoundary>
    ),
    errorBoundary: (_error: Error) => (
      <RemoteErrorFallback areaLabel={areaLabel} onRetry={() => globalThis.location?.reload()} />
    ),
  });
}
