// Standalone page of this remote; the async boundary lets federation negotiate shared modules first.
// Named: its chunk is preloaded by the page (shared/build/rspack-app.mjs, startPreloadPlugin).
import(/* webpackChunkName: "standalone" */ './standalone');
