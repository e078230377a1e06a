import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@qube/shared';

// index.html holds the top bar's height before the shell runs (no layout shift when it draws). That script cannot import
// the route table, so this test keeps its list of pages without the shell's chrome in step with the table.
const html = fs.readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
const script = /<script>([^<]*qube-top-pending[^<]*)<\/script>/.exec(html)?.[1] ?? '';

/** Runs the inline script for a path; true when it reserved the top bar's height. */
function reservesTopBar(pathname: string, cookie = 'qube_session=%7B%7D'): boolean {
  const classes = new Set<string>();
  const document = { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  new Function('document', 'location', script)(document, { pathname });
  return classes.has('qube-top-pending');
}

const sample = (routePath: string) => routePath.replace('/*', '/address');

describe('the top bar placeholder of index.html', () => {
  it('is found in index.html', () => {
    expect(script).toContain('qube-top-pending');
  });

  it.each(ROUTES.filter((r) => r.chrome === 'bare').map((r) => sample(r.path)))('ON-64 holds no top bar on %s, a page with its own header', (pathname) => {
    expect(reservesTopBar(pathname)).toBe(false);
  });

  it.each(ROUTES.filter((r) => !r.isPublic && r.chrome !== 'bare').map((r) => sample(r.path)))('holds the top bar on %s for a signed-in visit only', (pathname) => {
    expect(reservesTopBar(pathname)).toBe(true);
    expect(reservesTopBar(pathname, 'other=1')).toBe(false);
  });
});
