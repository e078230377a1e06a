/**
 * Moves the whole page to a path from outside any router (the banner lives in the shell's banner area): single-spa
 * turns pushState into popstate, so the shell and every area's router follow
 * (docs/adr/0001-packages-and-import-boundaries.md).
 */
export function goTo(path: string): void {
  window.history.pushState(null, '', path);
}
