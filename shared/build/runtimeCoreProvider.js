// A remote's standalone page: its code takes the federation runtime's core from this global, as it does from the
// shell on the site (docs/adr/0013-federation-runtime-once.md). Loaded before the page's main chunk.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
