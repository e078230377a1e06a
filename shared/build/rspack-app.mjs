// One rspack configuration for the shell and every remote, so they build the same way.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedModules } from './federation.mjs';
import { federationEsmRuntime } from './federationEsmRuntime.mjs';

const isProduction = process.env.NODE_ENV !== 'development';

/**
 * The shell's configuration, or a remote's two: the federation runtime's core for its standalone page, then the app.
 * @param {{ dirname: string, name: string, title: string, exposes?: Record<string,string>, isHost?: boolean }} options
 */
export function createAppConfig(options) {
  if (options.isHost) return appConfig(options, null);
  const provider = runtimeCoreProviderConfig(options);
  return [provider.config, appConfig(options, provider)];
}

/**
 * A remote's remoteEntry.js and main chunk take the runtime's core from a global (federation's `externalRuntime`):
 * on the site the shell sets it; on the remote's standalone page this small bundle, loaded before the main chunk,
 * does. Built first (the app's build depends on it), so the app's page knows its hashed name.
 */
function runtimeCoreProviderConfig({ dirname, name }) {
  const providerName = `${name}-runtime-core`;
  /** @type {{ file: string | null }} */
  const emitted = { file: null };
  const config = {
    name: providerName,
    mode: isProduction ? 'production' : 'development',
    devtool: false,
    context: dirname,
    entry: { 'federation-runtime': path.join(import.meta.dirname, 'runtimeCoreProvider.js') },
    output: { path: path.join(dirname, 'dist'), filename: '[name].[contenthash:8].js', uniqueName: providerName, clean: false },
    optimization: { minimize: isProduction },
    performance: { hints: false },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('QubeRuntimeCoreFile', (compilation) => {
            emitted.file = [...(compilation.entrypoints.get('federation-runtime')?.getFiles() ?? [])].find((f) => f.endsWith('.js')) ?? null;
          });
        },
      },
    ],
  };
  return { name: providerName, config, emitted };
}

/**
 * A page asks for its start's code with the page itself: the start chunk its `src/index.ts` names (the shell's
 * 'bootstrap', a remote's 'standalone') and the shared modules' copies the app provides. Without the hints the
 * federation runtime asks for them one after another once main.js has run: on the shell four round trips
 * (react-dom, then @qube/shared, then the bootstrap), on a standalone page two, before anything could draw. The
 * shared modules are all needed at the start (react, react-dom, zustand, @qube/shared), so nothing unused is fetched;
 * dayjs, loaded later when a page formats with it, is left out (LOADED_LATER). A remote's HTML is its standalone page only: on the site the shell loads the remote's files itself.
 */
/** Shared modules an app provides that its start does not load: never preloaded. */
const LOADED_LATER = new Set(['dayjs']);

function startPreloadPlugin(startChunk) {
  const name = 'QubeStartPreload';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const html = compilation.getAsset('index.html');
          const stats = compilation.getAsset('mf-stats.json');
          const start = compilation.namedChunkGroups.get(startChunk);
          if (!html || !stats || !start) {
            compilation.errors.push(new rspack.WebpackError(`${name}: index.html, mf-stats.json or the '${startChunk}' chunk is missing`));
            return;
          }
          // The shared modules' copies the page provides, which is what it then loads: the main entry's own chunk groups
          // made only of shared files. The manifest lists the fallbacks too (the copies a consumer loads when no page
          // provides one), which this page never loads.
          // dayjs is shared but no first view loads it any more (ADR 0089: dates are formatted without it), so a hint for
          // it would fetch a script the page does not run.
          const sharedFiles = new Set(JSON.parse(stats.source.source().toString()).shared.filter((s) => !LOADED_LATER.has(s.name)).flatMap((s) => s.assets?.js?.sync ?? []));
          const files = new Set(start.getFiles());
          for (const child of compilation.entrypoints.get('main')?.childrenIterable ?? []) {
            const childFiles = child.getFiles().filter((f) => f.endsWith('.js'));
            if (childFiles.length > 0 && childFiles.every((f) => sharedFiles.has(f))) childFiles.forEach((f) => files.add(f));
          }
          const links = [...files].filter((f) => f.endsWith('.js')).map((f) => `<link rel="preload" href="/${f}" as="script">`).join('');
          compilation.updateAsset('index.html', new rspack.sources.RawSource(html.source.source().toString().replace('</head>', `${links}</head>`)));
        });
      });
    },
  };
}

/**
 * The shell's start-up libraries in one chunk instead of one each (react, the router, zustand, the JSX runtime,
 * react-dom's index, rxjs, the scheduler): every first view needs all of them, and each file was a request and a
 * preload the page's first task issued (ADR 0089). react-dom's client, the one large file, stays its own.
 */
const START_LIBRARIES = {
  test: /[\\/]node_modules[\\/]\.pnpm[\\/](react@|react-router@|zustand@|rxjs@|scheduler@|react-dom@[^\\/]+[\\/]node_modules[\\/]react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js)/,
  name: 'start-libraries',
  chunks: 'async',
  enforce: true,
};

/**
 * react-router's production build for a production bundle. Its package exports name only `dist/development` (with
 * `ENABLE_DEV_WARNINGS = true`: the warnings' code and texts stay in the bundle); `dist/production` beside it is the
 * same code with them off. Nothing when the app has no router.
 */
function reactRouterProductionAlias(dirname) {
  if (!isProduction) return {};
  try {
    const routerDom = createRequire(path.join(dirname, 'package.json')).resolve('react-router-dom');
    const router = createRequire(routerDom).resolve('react-router');
    const dist = path.join(router.slice(0, router.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist', 'production');
    if (!fs.existsSync(path.join(dist, 'index.mjs'))) return {};
    return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
  } catch {
    return {};
  }
}

/**
 * @param {{ dirname: string, name: string, title: string, exposes?: Record<string,string>, isHost?: boolean }} options
 * @param {ReturnType<typeof runtimeCoreProviderConfig> | null} provider
 */
function appConfig({ dirname, name, title, exposes = {}, isHost = false }, provider) {
  return {
    name,
    ...(provider ? { dependencies: [provider.name] } : {}),
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    context: dirname,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dirname, 'dist'),
      // Remotes resolve their chunks from the origin that served remoteEntry.js.
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      // The runtime-core provider is built into the same folder just before.
      clean: provider ? { keep: (file) => path.basename(file).startsWith('federation-runtime.') } : true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: reactRouterProductionAlias(dirname),
      // rxjs's ES2015 build: its default (ES5) build brings tslib's helpers and downlevelled classes.
      conditionNames: ['es2015', '...'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // A stylesheet imported with `?inline` is its text (the importer adds it as a <style>): no page has a CSS chunk,
        // so no bundle carries the CSS-chunk loading runtime (about 0.5 KB gzipped in each, ADR 0095).
        { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/inline/] }, type: 'css/auto' },
      ],
    },
    experiments: { css: true },
    performance: { hints: false },
    // QUBE_NO_MINIFY=1 keeps names readable in a CPU profile of a production build (what the bench's pages run).
    optimization: {
      minimize: isProduction && !process.env.QUBE_NO_MINIFY,
      ...(isHost ? { splitChunks: { cacheGroups: { startLibraries: START_LIBRARIES } } } : {}),
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules(dirname),
        manifest: true,
        dts: false,
        experiments: {
          // Drops federation runtime code a browser never runs (node paths) and, in a remote, which loads
          // no remotes itself, the remote loading code and the snapshot (manifest) plugin: about 2 KB
          // gzipped less in each remoteEntry.js. The shell loads its remotes from manifests.
          optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          // The runtime's core exists once on the page: the shell provides it as a global and each remoteEntry.js
          // takes it from there (about 18 KB gzipped and a long task less per remote on every page).
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      federationEsmRuntime(),
      new rspack.HtmlRspackPlugin({
        // Remotes share one page for their standalone server; the shell has its own.
        template: fs.existsSync(path.join(dirname, 'index.html')) ? path.join(dirname, 'index.html') : path.join(import.meta.dirname, 'remote.html'),
        title,
        // Only the main chunk: injecting the federation chunks too loads the runtime twice.
        chunks: ['main'],
        publicPath: '/',
        templateParameters: (params) => ({ ...params, runtimeCoreFile: provider?.emitted.file ?? null }),
      }),
      startPreloadPlugin(isHost ? 'bootstrap' : 'standalone'),
      new rspack.NormalModuleReplacementPlugin(/[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/, path.join(import.meta.dirname, 'federationErrorDescriptions.mjs')),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
        // Printed by every remote as `data-build` on its root (README "Deploy one remote").
        __QUBE_BUILD_ID__: JSON.stringify(process.env.QUBE_BUILD_ID || 'local'),
      }),
    ],
  };
}
