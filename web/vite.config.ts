import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
  plugins: isSsrBuild ? [react()] : [react(), screenChunks(), templateContract(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: isSsrBuild ? {} : {
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
          // into two chunks of their own, 1.6 kB more on the first load. The date formatter (every screen
          // writes dates through it) and the four status icons antd's messages and alerts draw join it as well:
          // five files of under 1 kB each before, 1.7 kB less on the first load together.
          groups: [
            // antd's Row and Col: their code and the two one-line modules that re-export them, in one
            // chunk. Alone, the re-exports made a 69-byte chunk that compression cannot shrink, listed
            // among the preloads of every page with a form.
            { name: 'grid', test: /antd\/es\/(grid\/(row|col|RowContext)|row\/index|col\/index)\.js$/, includeDependenciesRecursively: false },
            // The pipeline's list, tag and queries (DESIGN §11.2), which its screen, the client page and
            // History share: one chunk, not three, so the first load's list of chunks to preload stays short.
            { name: 'pipeline', test: /web\/src\/(components\/pipeline\/[^/]+|lib\/pipeline)\.tsx?$|packages\/shared\/src\/contract\/pipeline\.ts$/, includeDependenciesRecursively: false },
            {
              name: 'first-page',
              test: /packages\/shared\/src\/(catalog|options|constants|links|tools\/defineTool|contract\/(check|auth|system|settings|history-summary))\.ts$|web\/src\/lib\/(auth|meta|siteSettings|historySummary|workspaceLinks)\.ts$|react-router(-dom)?\/dist\/[^/]+\/[^/]*\.mjs$|antd\/es\/(style\/motion\/collapse|_util\/PurePanel|_util\/fallbackProp|config-provider\/hooks\/useCSSVarCls)\.js$|packages\/shared\/src\/format\.ts$|@ant-design\/icons(-svg)?\/es\/(icons|asn)\/(CloseCircleFilled|ExclamationCircleFilled|CloseOutlined|InfoCircleFilled)\.js$/,
            },
          ],
        },
      },
    },
  },
}));
