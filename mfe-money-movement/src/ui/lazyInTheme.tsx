import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component built with antd, loaded on its first render in a chunk of its own and wrapped there in the area's
 * antd theme, so a plain first view (ARCHITECTURE.md "Page budget") loads no antd until a dialog or drawer opens.
 * It has its own Suspense boundary: while it loads, nothing else on the page is hidden.
 */
export function lazyInTheme<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Themed = lazy(async () => {
    const [{ AntdTheme }, Piece] = await Promise.all([import('./AntdTheme'), load()]);
    function InTheme(props: P) {
      return (
        <AntdTheme>
          <Piece {...props} />
        </AntdTheme>
      );
    }
    return { default: InTheme };
  });
  return function LazyInTheme(props: P) {
    return (
      <Suspense fallback={null}>
        <Themed {...props} />
      </Suspense>
    );
  };
}
