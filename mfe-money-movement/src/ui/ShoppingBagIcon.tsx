/**
 * A shopping bag, drawn inline (the open-qube banner's "closes after the next purchase" mark, MM-128). The banner's
 * controller starts on every page of this area: @ant-design/icons would bring its runtime and style injection there.
 * Hidden from screen readers: the shell names the picture.
 */
export function ShoppingBagIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1 13H6L5 8z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}
