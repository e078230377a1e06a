import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Frame = ComponentType<{ children: ReactNode }>;

/**
 * A piece loaded on demand together with the frame it must be drawn in (an area's antd theme): both come in the
 * piece's own lazy chunk, so a plain first view that renders the result loads neither until the piece is shown.
 */
export function lazyWithin<P extends object>(
  loadFrame: () => Promise<Frame>,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Framed = lazy(async () => {
    const [Frame, Piece] = await Promise.all([loadFrame(), load()]);
    function InFrame(props: P) {
      return (
        <Frame>
          <Piece {...props} />
        </Frame>
      );
    }
    return { default: InFrame };
  });
  return function LazyWithin(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Framed {...props} />
      </Suspense>
    );
  };
}
