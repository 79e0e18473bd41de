import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { type Plugin, defineConfig } from 'vite';
import { DESKTOP_QUERY, MOBILE_QUERY } from './src/breakpoints.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineStableIds } from './scripts/mantine-stable-ids.ts';
import { mantineLazyDefaultVariables } from './scripts/mantine-lazy-default-variables.ts';
import { moduleRewrite } from './scripts/module-rewrite.ts';
import { precompress } from './scripts/precompress.ts';
import { shellOnly } from './scripts/shell-precache.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API (api/) listens here in development; in production it serves web/dist itself. */
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false },
  // The sandbox payment provider's card-entry frame and tokens endpoint (served by the API).
  '/sandbox-provider': { target: 'http://localhost:3000', changeOrigin: false },
};

/**
 * Mantine's styles per component, in the chunk that uses the component. Every component of
 * @mantine/core reads its class names from `<Name>.module.mjs`, and Mantine ships that
 * component's CSS as `@mantine/core/styles/<Name>.css` (Mantine's "CSS files list"); this adds
 * `import '@mantine/core/styles/<Name>.layer.css'` to each such module, so a page loads the
 * styles of exactly the components its chunks contain (dependencies included, since a
 * component's module imports those it is built on), and a component added anywhere brings its
 * styles along without a list to keep. The global styles are imported in main.tsx.
 *
 * The `.layer.css` files put Mantine's rules in `@layer mantine`: a route's chunk (and its CSS)
 * arrives after the app's own CSS modules, and unlayered app styles must still win, whatever
 * the order the stylesheets were added in (Mantine's "Mantine styles" guide, CSS layers).
 */
function mantineStylesPerComponent(): Plugin {
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  return moduleRewrite('portal:mantine-styles-per-component', (code, id) => {
    const name = classModule.exec(id)?.[1];
    return name ? `import '@mantine/core/styles/${name}.layer.css';\n${code}` : null;
  });
}

/**
 * Modules known to have no side effects that their package does not declare so
 * (`"sideEffects": false` missing from its package.json): without it a bundle that imports one
 * function gets every module the package's index re-exports. @simplewebauthn/browser: the login
 * page uses startAuthentication, the profile's passkeys startRegistration (with its error
 * helpers, 6.5 kB), which /login carried for nothing.
 */
function sideEffectFree(test: RegExp): Plugin {
  return {
    name: 'portal:side-effect-free',
    transform(code, id) {
      return test.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig({
  root: fromHere('.'),
  // `@/…` is src/ (tsconfig.json paths; jest.unit.config.cjs maps it too).
  resolve: { alias: { '@': fromHere('./src') } },
  plugins: [
    // The router plugin must come before the React plugin. Its folders are in tsr.config.json,
    // which scripts/generate-routes.mjs reads too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    mantineStylesPerComponent(),
    mantineStableIds(),
    mantineLazyDefaultVariables(),
    sideEffectFree(/[\\/]node_modules[\\/]@simplewebauthn[\\/]browser[\\/]/),
    // dist/sw.js (Workbox, issue 16): precaches the shell and what /autoidcards needs (see
    // scripts/shell-precache.ts), answers app-route navigations with the precached index.html,
    // and caches nothing at run time: /api replies (personal data) always go to the network;
    // the ID cards a customer keeps are in IndexedDB (features/id-cards/offlineCards.ts).
    // Registered by features/shell/serviceWorker.ts; public/manifest.webmanifest stays the manifest.
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      injectRegister: false,
      manifest: false,
      registerType: 'autoUpdate',
      workbox: {
        globPatterns: ['index.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'assets/**/*.{js,css,woff2,svg,png}'],
        globIgnores: ['**/*.br', '**/*.gz', 'login.html'],
        manifestTransforms: [shellOnly(fromHere('./dist'))],
        navigateFallback: 'index.html',
        // The API's own pages and calls, the payment frame, the dev mailbox, and /login (the API
        // sends its small prerendered login.html online) never get the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/sandbox-provider(\/|$)/, /^\/dev(\/|$)/, /^\/login(\/|\?|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
    // dist/**/*.br and *.gz beside each text file: the API sends them as they are.
    precompress(),
  ],
  css: {
    postcss: {
      plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: { mobile: MOBILE_QUERY, desktop: DESKTOP_QUERY } })],
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
    // dist/.vite/manifest.json: which chunks each route loads, read by scripts/bench-web.mjs
    // (the API does not serve dot-folders).
    manifest: true,
    rolldownOptions: {
      // index.html (main.tsx: the app) and the first load of /login (loginMain.tsx, no router;
      // scripts/prerender-login.mjs writes its login.html from the manifest).
      input: { index: fromHere('./index.html'), login: fromHere('./src/loginMain.tsx') },
      output: {
        // Libraries every screen needs get their own long-lived chunks, so a release that
        // changes only app code leaves them cached. Lazily used libraries stay with their routes.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Query apart from the router: the /login entry uses Query but not the router.
            { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // Mantine's modules that either entry loads before its first render, in one chunk:
            // the login page's and the app's share it (a sign-in on /login leaves it cached for
            // the app), instead of a chunk per distinct set of importers (about 30 small files).
            // The components only lazily loaded screens use stay with those screens.
            { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
