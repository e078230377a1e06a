// Standalone page of this remote; the async boundary lets federation negotiate shared modules first.
// Named: its chunk is preloaded by the page (shared/build/rspack-app.mjs, standalonePreloadPlugin).
import(/* webpackChunkName: "standalone" */ './standalone');
