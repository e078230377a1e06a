// helmet's options for every answer of a page server. Per-route differences (static files may be
// loaded by other origins) are in staticSite.mjs.
import { cspDirectives } from './contentSecurityPolicy.mjs';

/**
 * @param {{ sources: () => { script: string[], style: string[], connect: string[] }, https: boolean }} options
 */
export function helmetOptions({ sources, https }) {
  return {
    global: true,
    // Enforced, and built from our directives only: helmet's defaults add upgrade-insecure-requests,
    // which would send every request of the http loopback sites to an https port nobody listens on.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ sources, https }) },
    // Not require-corp: the shell embeds nothing that needs cross-origin isolation, and requiring it
    // would make every remote chunk prove itself with CORP/CORS twice over.
    crossOriginEmbedderPolicy: false,
    // same-origin: the site opens no cross-origin popups it must script; the statement print frame is
    // an iframe (srcdoc), which COOP does not touch.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Our own answers (JSON errors, proxied API answers the API does not mark) stay same-origin;
    // built files override this with cross-origin, because the shell loads remote chunks across ports.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http is ignored by browsers at best and pins a loopback name to https at worst.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}
