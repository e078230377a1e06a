import { Component, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * single-spa lifecycles for a React tree (what single-spa-react did, ADR 0095): every mount here is given its element
 * (`domElement`: the shell's region, a parcel's host, the standalone page), so the library's element getters, legacy
 * `render` paths and context were 2 KB on every area page for what these forty lines do.
 */
type MountProps = { name: string; domElement?: HTMLElement };

type OuterBoundaryProps = { fallback: (error: Error) => ReactNode; children: ReactNode };

/** Last line of defence around the whole tree (the area's own boundary is inside it). */
class OuterBoundary extends Component<OuterBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Resolves its lifecycle's promise once React has committed the tree (mount and update wait for it). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit);
  return children;
}

export function reactLifecycles<P extends MountProps>(render: (props: P) => ReactNode, fallback: (error: Error) => ReactNode) {
  const roots = new Map<string, Root>();
  const tree = (props: P, committed: () => void) => (
    <Committed onCommit={committed}>
      <OuterBoundary fallback={fallback}>{render(props)}</OuterBoundary>
    </Committed>
  );
  return {
    /** Nothing to prepare: the tree is given at creation (single-spa still calls it with the props). */
    bootstrap: async (_props: P): Promise<void> => undefined,
    mount: (props: P): Promise<void> =>
      new Promise((resolve) => {
        if (!props.domElement) throw new Error(`${props.name} was mounted without its element`);
        const root = createRoot(props.domElement);
        roots.set(props.name, root);
        root.render(tree(props, resolve));
      }),
    update: (props: P): Promise<void> =>
      new Promise((resolve) => {
        const root = roots.get(props.name);
        if (root) root.render(tree(props, resolve));
        else resolve();
      }),
    unmount: async (props: P): Promise<void> => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}
