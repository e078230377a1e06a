/**
 * Adds a stylesheet's text (imported with `?inline`) to the page once, under a name. The apps build no CSS chunks
 * (ADR 0095); the pages' CSP allows inline styles (antd's CSS-in-JS needs them too).
 */
export function addStyleSheet(name: string, css: string): void {
  if (document.head.querySelector(`style[data-qube-style="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.qubeStyle = name;
  style.textContent = css;
  document.head.append(style);
}
