import { pluginPrecompiledMessages } from '@booking/shared/build/precompiled-messages';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** The standalone harness: this remote's routes mounted directly, no shell, no federation. */
export default defineConfig({
  plugins: [pluginReact(), pluginPrecompiledMessages()],
  source: { entry: { index: './harness/main.tsx' } },
  html: { title: 'beauty harness' },
  server: { port: 3101, strictPort: true, historyApiFallback: true },
  output: { distPath: { root: 'dist-harness' } },
});
