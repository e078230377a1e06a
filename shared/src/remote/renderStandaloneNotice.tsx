import { createRoot } from 'react-dom/client';

/**
 * A remote's own server page until its standalone app exists (issue 3): it says where the area
 * runs instead of showing a blank page.
 */
export function renderStandaloneNotice(areaLabel: string, sitePath: string): void {
  const root = document.getElementById('standalone-root');
  if (!root) return;
  const url = `http://localhost:8080${sitePath}`;
  createRoot(root).render(
    <p style={{ fontFamily: 'sans-serif', padding: 24 }}>
      This server hosts the {areaLabel} area of Qube. Open it through the site at <a href={url}>{url}</a>.
    </p>,
  );
}
