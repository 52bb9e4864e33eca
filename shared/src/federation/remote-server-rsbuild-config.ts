import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { FIRST_SCREEN_POINTER, type FirstScreenPointer } from './first-screen';

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
          .filter((name) => /^first-screen\.[0-9a-f]+\.mjs$/.test(name))
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
 * The second build of a remote (docs/decisions/0030): its first screens rendered in Node.
 * One self-contained ES module (React, the router and the remote's routes bundled in, no
 * chunks), content-hashed, published beside the remote's remoteEntry on its own origin. Run
 * after the browser build, which empties `dist/`.
 */
export function remoteServerRsbuildConfig(entry = './src/server/first-screen.ts'): RsbuildConfig {
  return {
    plugins: [pluginReact(), pluginFirstScreenPointer('dist')],
    source: { entry: { 'first-screen': entry } },
    output: {
      target: 'node',
      module: true,
      emitCss: false,
      cleanDistPath: false,
      distPath: { root: `dist/${FOLDER}`, js: '' },
      filename: { js: '[name].[contenthash:10].mjs' },
    },
    tools: { htmlPlugin: false, rspack: { output: { asyncChunks: false } } },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  };
}
