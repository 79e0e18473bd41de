import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { DESKTOP_QUERY, MOBILE_QUERY } from './src/breakpoints.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API (api/) listens here in development; in production it serves web/dist itself. */
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root: fromHere('.'),
  // `@/…` is src/ (tsconfig.json paths; jest.unit.config.cjs maps it too).
  resolve: { alias: { '@': fromHere('./src') } },
  plugins: [
    // The router plugin must come before the React plugin. Its folders are in tsr.config.json,
    // which scripts/generate-routes.mjs reads too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({ variables: { mobile: MOBILE_QUERY, desktop: DESKTOP_QUERY } }),
      ],
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // Hashed file names under /assets: the API serves them with a long cache lifetime.
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries every screen needs get their own long-lived chunks, so a release that
        // changes only app code leaves them cached. Lazily used libraries stay with their routes.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
