import { Component, startTransition, type ErrorInfo, type ReactNode } from 'react';
import type { AppProps } from 'single-spa';
import { RemoteErrorFallback } from './RemoteErrorFallback';

/** What a remote's own standalone page tells it (startStandalone); absent inside the shell. */
export type StandaloneContext = {
  /** The personal logged-in home on the main site (CO-04). */
  personalViewUrl: string;
  /** Ends the session; the standalone page then shows its sign-in form again. */
  signOut: () => Promise<void>;
};

/** Props single-spa hands to every remote (the shell passes the element to mount in). */
export type RemoteMountProps = { name: string; domElement?: HTMLElement; areaLabel?: string; standalone?: StandaloneContext };

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
export function createRemoteApp({
  rootComponent: Root,
  areaLabel,
  buildId,
}: {
  rootComponent: (props: RemoteMountProps) => ReactNode;
  areaLabel: string;
  /** The remote's build label (`BUILD_ID` of `@qube/shared/build-info`), shown as `data-build`. */
  buildId?: string;
}) {
  // The lifecycles' code is fetched when the remote's module calls this (its `./app` evaluating), not with the singleton:
  // the shell's first view (the sign-in page, its own pages) mounts no remote and never needs it. By the time single-spa
  // asks for `bootstrap`, the chunk has had the remote's own evaluation to arrive in.
  const loading = import('./reactLifecycles').then(({ reactLifecycles }) =>
    reactLifecycles(
      (props: RemoteMountProps) => (
        // `display: contents`: the marker adds no box, so layouts are unchanged.
        <div data-remote={props.name} data-build={buildId} style={{ display: 'contents' }}>
          <RemoteErrorBoundary areaLabel={props.areaLabel ?? areaLabel}>
            <Root {...props} />
          </RemoteErrorBoundary>
        </div>
      ),
      () => <RemoteErrorFallback areaLabel={areaLabel} onRetry={() => globalThis.location?.reload()} />,
    ),
  );
  // A chunk that fails to arrive fails `bootstrap` (single-spa shows the area's fallback), not the page as well.
  loading.catch(() => undefined);
  type Props = RemoteMountProps & AppProps;
  return {
    bootstrap: async (props: Props): Promise<void> => (await loading).bootstrap(props),
    /**
     * The lifecycle calls `root.render` synchronously inside `mount`; inside a transition React
     * renders the area's tree in interruptible slices (yielding to the browser every few ms) instead
     * of one long task. The promise still resolves once the area has committed.
     */
    mount: async (props: Props): Promise<void> => {
      const lifecycles = await loading;
      let mounted!: Promise<unknown>;
      startTransition(() => {
        mounted = lifecycles.mount(props);
      });
      await mounted;
    },
    unmount: async (props: Props): Promise<void> => (await loading).unmount(props),
    /** A parcel's update. */
    update: async (props: Props): Promise<void> => (await loading).update(props),
  };
}
