import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.API_URL ?? 'http://localhost:8080';

/** The SPA; in development `/api`, `/identity` and `/config.json` are answered by `npm start` on :8080. */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: server },
      '/identity': { target: server },
      '/config.json': { target: server },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server },
      '/identity': { target: server },
      '/config.json': { target: server },
    },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    manifest: true,
  },
});
