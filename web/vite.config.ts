import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { clientPages } from './vite-plugin-client-pages.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { screenChunks } from './vite-plugin-screen-chunks.ts';
import { templateContract } from './vite-plugin-template-contract.ts';

// In development Vite serves the SPA and proxies /api to the Koa API (same origin in the
// browser, so cookies and the CSRF checks behave as in production).
export default defineConfig(({ isSsrBuild }) => ({
  // The server's render of a page (src/entry-server.tsx, built by `vite build --ssr` into dist-server):
  // everything it imports is bundled, so the api loads one self-contained module.
  ssr: { noExternal: true },
  // Bundled libraries (antd, React) pick their production code, as the browser's build does.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, publicDir: false } : {}),
  plugins: isSsrBuild ? [react()] : [react(), screenChunks(), clientPages(), templateContract(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: isSsrBuild ? {} : {
      // Two pages: the app (index.html) and the pages a client opens from a link (client.html, its
      // entry src/client.tsx: those pages alone, no app shell; the api sends it for them). What both
      // run is shared between them in common chunks.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), client: fileURLToPath(new URL('client.html', import.meta.url)) },
      output: {
        codeSplitting: {
          // The small shared modules the first page runs (who is signed in, meta, settings, the
          // history summary, the catalog, the contract's zod-free schemas) in one chunk rather than
          // several tiny ones: about 1 kB less gzipped JS on the first load. Lazy screens import it
          // from there; it is loaded already. Two small antd modules every screen uses (the collapse
          // motion, PurePanel) join it with what they import, instead of four chunks under 1 kB:
          // about 2 kB less again, and each lazy screen a little smaller too. So do two tiny helpers the
          // lazy screens share (fallbackProp, useCSSVarCls): alone they made an 87-byte chunk that
          // compression cannot shrink, so it went out uncompressed. React Router and the workspace paths
          // (lib/workspaceLinks.ts) join it too: with the team screens' links, the bundler had split them
          // into two chunks of their own, 1.6 kB more on the first load.
          groups: [
            // antd's Row and Col: their code and the two one-line modules that re-export them, in one
            // chunk. Alone, the re-exports made a 69-byte chunk that compression cannot shrink, listed
            // among the preloads of every page with a form.
            { name: 'grid', test: /antd\/es\/(grid\/(row|col|RowContext)|row\/index|col\/index)\.js$/, includeDependenciesRecursively: false },
            {
              name: 'first-page',
              test: /packages\/shared\/src\/(catalog|options|constants|links|tools\/defineTool|contract\/(check|auth|system|settings|history-summary))\.ts$|web\/src\/lib\/(auth|meta|siteSettings|historySummary|workspaceLinks)\.ts$|react-router(-dom)?\/dist\/[^/]+\/[^/]*\.mjs$|antd\/es\/(style\/motion\/collapse|_util\/PurePanel|_util\/fallbackProp|config-provider\/hooks\/useCSSVarCls)\.js$/,
            },
          ],
        },
      },
    },
  },
}));
