import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { aboutBuild } from './scripts/vite/aboutBuild.js';
import { prerenderLogin } from './scripts/vite/prerenderLogin.js';

const server = process.env.API_URL ?? 'http://localhost:8080';

/** The SPA; in development `/api`, `/identity` and `/config.json` are answered by `npm start` on :8080. */
export default defineConfig({
  // Brotli and gzip beside every asset, served as they are by the server (index.html is rendered per request instead).
  plugins: [
    react(),
    aboutBuild(),
    prerenderLogin(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], threshold: 1024, logLevel: 'silent' }),
  ],
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
    // What the sign-in page loads (the entry and all it imports) as one file rather than thirty small ones shared with
    // the console: they compress together (sign-in JavaScript 194.6 → 184.1 kB gzip, 38 → 9 files; `npm run bench
    // bundle`).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'signIn', tags: ['$initial'] }] } } },
  },
});
