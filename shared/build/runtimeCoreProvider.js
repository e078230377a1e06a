// A remote's standalone page: its code takes the federation runtime's core from this global, as it does from the
// shell on the site (ARCHITECTURE.md "Shared modules and first-load size"). Loaded before the page's main chunk.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
