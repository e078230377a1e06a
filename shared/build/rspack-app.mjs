// One rspack configuration for the shell and every remote, so they build the same way.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedModules } from './federation.mjs';

/**
 * @param {{ dirname: string, name: string, title: string, exposes?: Record<string,string>, isHost?: boolean }} options
 */
export function createAppConfig({ dirname, name, title, exposes = {}, isHost = false }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
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
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
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
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    experiments: { css: true },
    performance: { hints: false },
    optimization: { minimize: isProduction },
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
        },
      }),
      new rspack.HtmlRspackPlugin({
        // Remotes share one page for their standalone server; the shell has its own.
        template: fs.existsSync(path.join(dirname, 'index.html')) ? path.join(dirname, 'index.html') : path.join(import.meta.dirname, 'remote.html'),
        title,
        // Only the main chunk: injecting the federation chunks too loads the runtime twice.
        chunks: ['main'],
        publicPath: '/',
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
        // Printed by every remote as `data-build` on its root (README "Deploy one remote").
        __QUBE_BUILD_ID__: JSON.stringify(process.env.QUBE_BUILD_ID || 'local'),
      }),
    ],
  };
}
