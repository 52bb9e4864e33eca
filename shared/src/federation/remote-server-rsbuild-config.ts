import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { FIRST_SCREEN_POINTER, type FirstScreenPointer } from './first-screen';
import { SERVER_SHARED_MODULES } from './server-shared-modules';

const FOLDER = 'first-screen';

/**
 * Writes `dist/first-screen.json` naming the renderer file just built, once the file is there,
 * so the pointer never names a file that is not published yet (scripts/deploy.mjs copies it
 * with the entry files, last).
 */
function pluginFirstScreenPointer(dist: string): RsbuildPlugin {
  return {
    name: 'booking:first-screen-pointer',
    setup(api) {
      api.onAfterBuild(() => {
        const folder = join(api.context.rootPath, dist, FOLDER);
        const newest = readdirSync(folder)
          .filter((name) => /^first-screen\.[0-9a-f]+\.[cm]js$/.test(name))
          .map((name) => ({ name, at: statSync(join(folder, name)).mtimeMs }))
          .sort((a, b) => b.at - a.at)[0];
        if (!newest) throw new Error('first-screen build emitted no renderer');
        const pointer: FirstScreenPointer = { renderer: `${FOLDER}/${newest.name}` };
        writeFileSync(join(api.context.rootPath, dist, FIRST_SCREEN_POINTER), `${JSON.stringify(pointer)}\n`);
      });
    },
  };
}

/**
 * The second build of an app (docs/decisions/0030, 0070): what the server draws, in Node,
 * content-hashed, published beside the app's browser build on its own origin. Run after the
 * browser build, which empties `dist/`.
 *
 * - The shell's (`host`): one self-contained ES module with React, the router and the frame.
 * - A remote's: one CommonJS module with its routes, loaders, screens and texts, and without
 *   the modules it shares (SERVER_SHARED_MODULES): the shell's server evaluates it with its
 *   own, so the shell's frame and the remote's page are one React tree.
 */
export function remoteServerRsbuildConfig(
  entry = './src/server/first-screen.ts',
  role: 'host' | 'remote' = 'remote',
): RsbuildConfig {
  const host = role === 'host';
  return {
    plugins: [pluginReact(), pluginFirstScreenPointer('dist')],
    source: { entry: { 'first-screen': entry } },
    output: {
      target: 'node',
      module: host,
      emitCss: false,
      cleanDistPath: false,
      distPath: { root: `dist/${FOLDER}`, js: '' },
      filename: { js: host ? '[name].[contenthash:10].mjs' : '[name].[contenthash:10].cjs' },
      ...(host
        ? {}
        : { externals: Object.fromEntries(SERVER_SHARED_MODULES.map((name) => [name, `commonjs ${name}`])) }),
    },
    tools: {
      htmlPlugin: false,
      rspack: { output: { asyncChunks: false, ...(host ? {} : { library: { type: 'commonjs2' } }) } },
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  };
}
