import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const NATIVE_ENTRIES = '\0native-object-entries';

/**
 * node-polyglot (react-admin's i18n, in the entry) requires the `object.entries` polyfill,
 * which brings ~15 KB of es-abstract helpers to build an Object.entries every supported
 * browser already has: the browser's own takes its place.
 */
const nativeObjectEntries: Plugin = {
  name: 'native-object-entries',
  enforce: 'pre',
  resolveId: (id) => (id === 'object.entries' ? NATIVE_ENTRIES : null),
  load: (id) => (id === NATIVE_ENTRIES ? 'module.exports = Object.entries;' : null),
};

/**
 * The console is served under /control/ and talks to /om/api (proxied to the API
 * server in development). Splitting: the entry holds the login page and the app shell;
 * every screen after sign-in is a React.lazy chunk, and the API stack (axios, zod, the
 * contract) loads on first use (see src/providers.ts).
 */
export default defineConfig({
  base: '/control/',
  plugins: [react(), nativeObjectEntries],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // maps for tools (bench, error decoding); browsers are not pointed at them
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // named vendor chunks cache across deploys. Each group is self-contained and used
          // either by the entry as a whole (react) or only after sign-in (zod, axios). No
          // group for MUI or the pickers: a group takes its dependencies along, which would
          // drag MUI modules the entry needs into a post-sign-in chunk; automatic splitting
          // already keeps the pickers with the list views that use them.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            // everything the entry imports statically (the login page and the app shell) in
            // one file: ~30 small shared chunks meant a request each on the first visit
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'http', test: /node_modules[\\/]axios[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/om/api': {
        target: process.env.VITE_API_TARGET ?? 'http://localhost:8080',
        changeOrigin: true,
      },
    },
  },
  preview: {
    proxy: {
      '/om/api': {
        target: process.env.VITE_API_TARGET ?? 'http://localhost:8080',
        changeOrigin: true,
      },
    },
  },
});
