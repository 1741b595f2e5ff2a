import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LOCAL_SUPPORT_EMAIL } from '../shared/src/support-email.ts';

// The support inbox written into every page (index.html's meta tag, and the prerendered text):
// SUPPORT_EMAIL as the local stack reads it, the local stack's by default. A deploy rewrites it to
// the stage's (infra/constructs/site-pages.ts).
process.env.VITE_SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || LOCAL_SUPPORT_EMAIL;

// The API runs on the local stack (`npm start`, one origin on PORT, default 3000);
// the dev and preview servers forward /api (and the local-only card and booking pages under
// /local) there so cookies stay first-party.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = { '/api': { target: apiTarget }, '/local': { target: apiTarget } };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy,
  },
  preview: {
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/prerender.mjs to preload each page's chunks from its shell, then deleted.
    manifest: true,
    // The browser build: a small module shared by a few pages (an icon, a badge, a query helper) is
    // copied into each page's chunk instead of being a chunk of its own. The dashboard fetched 50
    // scripts before; Lighthouse's slow-4G model pays a round trip for each. The prerender (SSR)
    // build keeps its entry's exports.
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } } } }),
  },
  test: {
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
}));
