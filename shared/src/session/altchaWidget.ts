// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration cannot be imported, and every app that compiles this file needs it
/// <reference path="../inlineStyles.d.ts" />
// The ALTCHA widget, loaded only when the API asks for a challenge (the sign-in page's first load stays without it).
// `altcha/external` is the build without workers inlined as blob: URLs, which the pages' CSP (script-src 'self', no
// worker-src) would refuse: the one worker our challenges need is a file of our own origin.
import 'altcha/external';
import altchaCss from 'altcha/altcha.css?inline';
import { addStyleSheet } from '../ui/addStyleSheet';

addStyleSheet('altcha', altchaCss);

type AltchaRegistry = { algorithms: Map<string, () => Worker> };

/**
 * The package's self-contained PBKDF2 worker script, emitted as a file as it is (`new URL` makes it an asset). Not
 * `new Worker(new URL(...))`: the bundler would make it a worker entry and put the federation runtime (100 KB) in it.
 */
const PBKDF2_WORKER_URL = new URL('../../node_modules/altcha/dist/workers/pbkdf2.js', import.meta.url);

/** Registers the PBKDF2 worker (the API's challenges are PBKDF2/SHA-256) once the widget's global exists. */
export function registerAltchaWorkers(): void {
  const registry = (globalThis as unknown as { $altcha?: AltchaRegistry }).$altcha;
  registry?.algorithms.set('PBKDF2/SHA-256', () => new Worker(PBKDF2_WORKER_URL));
}
