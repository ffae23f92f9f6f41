import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { machineTimeZone, shopPageHead } from './src/shared/shop-page.ts';
import { precompress } from './scripts/precompress-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** In development Vite serves the page, so it adds what the server adds in production. */
const shopPage: Plugin = {
  name: 'framehire-shop-page',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace('</head>', `${shopPageHead(process.env.SHOP_TIME_ZONE || machineTimeZone())}</head>`),
};

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // The web app reads no environment variable: nothing of the server's (AUTH_SECRET,
  // DATABASE_URL, SMTP_URL) may ever reach the browser, not even one named like Vite's public
  // VITE_ variables. A prefix nobody sets by accident keeps it so (client-secrets.faults.test.ts).
  envPrefix: 'FRAMEHIRE_PUBLIC_',
  plugins: [react(), shopPage, precompress()],
  // The same aliases as tsconfig.json's `paths` (and vitest.config.ts).
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) },
      { find: /^@shared\//, replacement: fileURLToPath(new URL('./src/shared/', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
