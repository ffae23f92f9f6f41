import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { machineTimeZone, shopPageHead } from './src/shared/shop-page.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { firstLoadChunks } from './scripts/first-load-chunks.ts';
import { firstPaint } from './scripts/critical-css-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** In development Vite serves the page, so it adds what the server adds in production. */
const shopPage: Plugin = {
  name: 'framehire-shop-page',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace('</head>', `${shopPageHead(process.env.SHOP_TIME_ZONE || machineTimeZone())}</head>`),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  // The web app reads no environment variable: nothing of the server's (AUTH_SECRET,
  // DATABASE_URL, SMTP_URL) may ever reach the browser, not even one named like Vite's public
  // VITE_ variables. A prefix nobody sets by accident keeps it so (client-secrets.faults.test.ts).
  envPrefix: 'FRAMEHIRE_PUBLIC_',
  // The renderer's build ends by writing the page's head for the first paint (decision 059): the
  // CSS the server-written pages use inline, the app's files fetched after the paint.
  plugins: isSsrBuild ? [react(), firstPaint()] : [react(), shopPage, precompress()],
  // The same aliases as tsconfig.json's `paths` (and vitest.config.ts).
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) },
      { find: /^@shared\//, replacement: fileURLToPath(new URL('./src/shared/', import.meta.url)) },
    ],
  },
  // `vite build --ssr entry-server.tsx` writes the storefront's server renderer (decision 030) into
  // dist/ssr: one file with every package in it, so a production install without devDependencies
  // (where React, Mantine and the router live: the browser gets them bundled) runs it too.
  ssr: { noExternal: true },
  // React's production build in the renderer, whatever NODE_ENV the server runs with: its
  // development build writes a page several times slower.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        // ASCII only, without comments: why in assertAsciiOnly (scripts/build.ts).
        rolldownOptions: { output: { charset: 'ascii', comments: false } },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        chunkSizeWarningLimit: 700,
        // Every browser the shop supports preloads modules itself (Chrome 66, Safari 17, Firefox
        // 115): Vite's polyfill for older ones was 0.4 kB of the first script for nobody.
        modulePreload: { polyfill: false },
        // Where the server finds the chunk of each language's texts, to fetch it with the page.
        manifest: true,
        rolldownOptions: { output: { codeSplitting: firstLoadChunks() } },
      },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
}));
