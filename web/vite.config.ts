import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API runs on the local stack (`npm start`, one origin on PORT, default 3000);
// the dev and preview servers forward /api there so cookies stay first-party.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
