// The federation runtime's ES module builds instead of its CommonJS ones, so the bundle keeps only what it uses.
//
// rspack's federation plugin finds its runtime packages with Node's require.resolve, which answers with the CommonJS
// files (`dist/index.cjs`): CommonJS is not tree-shaken, so every app's runtime (the shell's main.js, each remote's
// remoteEntry.js) carried the whole @module-federation/sdk (its Node loaders, manifest-to-snapshot code, logger and
// error texts). The same packages ship ES modules beside them (`dist/index.js`, sdk with `sideEffects: false`); this
// plugin points the plugin's aliases and its absolute import of the bundler runtime at those, after the federation
// plugin has set them (ADR 0089).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const NAME = 'QubeFederationEsmRuntime';

/** `…/dist/x.cjs` → `…/dist/x.js` when that ES module file exists (the federation packages' layout), else unchanged. */
function esmTwin(file) {
  if (typeof file !== 'string' || !file.includes('@module-federation') || !file.endsWith('.cjs')) return file;
  const twin = file.replace(/\.cjs$/, '.js');
  return fs.existsSync(twin) ? twin : file;
}

export function federationEsmRuntime() {
  return {
    apply(compiler) {
      // Tapped after the federation plugin's own afterPlugins tap (this plugin comes after it in `plugins`).
      compiler.hooks.afterPlugins.tap(NAME, () => {
        const alias = compiler.options.resolve.alias ?? {};
        const patched = Object.fromEntries(Object.entries(alias).map(([key, value]) => [key, esmTwin(value)]));
        // The entry imports the bundler runtime by its absolute (CommonJS) path, resolved from runtime-tools, which the
        // federation plugin has put among the aliases.
        const tools = alias['@module-federation/runtime-tools'];
        if (typeof tools !== 'string') throw new Error(`${NAME}: the federation plugin set no @module-federation/runtime-tools alias`);
        const bundlerRuntime = createRequire(tools).resolve('@module-federation/webpack-bundler-runtime');
        if (esmTwin(bundlerRuntime) !== bundlerRuntime) patched[`${bundlerRuntime}$`] = esmTwin(bundlerRuntime);
        // The shell's plugin that provides the runtime's core to the remotes (`provideExternalRuntime`) requires the
        // core and the sdk by name: their ES modules too, so the page holds one copy of each.
        const fromBundlerRuntime = createRequire(bundlerRuntime);
        for (const name of ['@module-federation/runtime-core', '@module-federation/sdk']) {
          const esm = esmTwin(fromBundlerRuntime.resolve(name));
          if (esm.endsWith('.js')) patched[`${name}$`] = esm;
        }
        compiler.options.resolve.alias = patched;
      });
    },
  };
}
