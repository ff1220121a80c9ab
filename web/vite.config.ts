import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { APP_ONLY_CHUNK, clientPages } from './vite-plugin-client-pages.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { screenChunks } from './vite-plugin-screen-chunks.ts';
import { templateContract } from './vite-plugin-template-contract.ts';

// What both pages (the app's, index.html, and a client's, client.html) load first, in one chunk (the
// `first-page` group) rather than many small ones, each compressed on its own. With two entries the
// bundler cannot leave in the app's entry chunk what the app's first page shares with its lazy screens
// (a lazy screen a client's page opens too needs it without that entry): left alone it split those
// modules into some 25 small chunks, 12 kB more gzipped JS on the first load of /. Each module named
// here comes with what it imports. Lazy screens import them from this chunk; it is loaded already.
const FIRST_PAGE: readonly RegExp[] = [
  // Who is signed in, meta, settings, the history summary, the catalog, the contract's zod-free
  // schemas, the workspace paths, React Router, the dates.
  /packages\/shared\/src\/(catalog|options|constants|links|format|tools\/defineTool|contract\/(check|auth|system|settings|history-summary|mail)|mail\/index|money\/legacy)\.ts$/,
  /web\/src\/lib\/(auth|meta|siteSettings|historySummary|workspaceLinks|workspaceRouting|lazyScreen|boundary|dates|toast)\.tsx?$/,
  /web\/src\/(app\/(App|providers|theme|clientRoutes|toolPages)|components\/(time\/LocalDateTime|versions\/resultView))\.tsx?$/,
  /react-router(-dom)?\/dist\/[^/]+\/[^/]*\.mjs$/,
  /@tanstack\/query-core\/build\/modern\/(hydration|queryClient)\.js$/,
  // antd every page draws with (App's messages, Button, Skeleton, the compact styles, motions…) and
  // two tiny helpers the lazy screens share (fallbackProp, useCSSVarCls: alone, an 87-byte chunk that
  // compression cannot shrink, so it went out uncompressed).
  /antd\/es\/(app\/index|button\/index|skeleton\/index|space\/Compact|style\/compact-item|style\/motion\/(collapse|zoom)|grid\/style\/index|_util\/(PurePanel|fallbackProp|ContextIsolator|statusUtils)|_util\/hooks\/(useMergeSemantic\/index|useZIndex|useClosable|useMergedMask)|config-provider\/hooks\/useCSSVarCls)\.js$/,
  /@ant-design\/icons\/es\/icons\/(CloseCircleFilled|CheckCircleFilled|ExclamationCircleFilled|InfoCircleFilled|CloseOutlined|LoadingOutlined|EditOutlined)\.js$/,
  /@babel\/runtime\/helpers\/esm\/extends\.js$/,
];

// What the app's first page loads and a client's page never does (the running jobs, the team scope,
// the page title, a few icons) in one chunk only the app loads (the `app` group). Nothing a client's
// page imports may be named here, or that page would load the whole chunk (see the tooltip and Space
// groups below); the client pages' guard (vite-plugin-client-pages.ts) fails the build if one does.
const APP_FIRST_PAGE =
  /web\/src\/(lib\/(teamScope|pipelineKey|tools\/running)|components\/(page\/PageTitle|link\/LinkButton))\.tsx?$|packages\/shared\/src\/(contract\/running-jobs|steps)\.ts$|@ant-design\/icons\/es\/icons\/(MailOutlined|RocketOutlined|HistoryOutlined)\.js$/;

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
          // Two groups put the first load of each page back in few chunks (FIRST_PAGE, APP_FIRST_PAGE
          // above): `first-page`, what both pages load first, and `app`, what only the app's first
          // page loads. The higher priority wins a module both groups would take (one's dependency),
          // so what a client's page uses stays out of `app`.
          groups: [
            // antd's Row and Col: their code and the two one-line modules that re-export them, in one
            // chunk. Alone, the re-exports made a 69-byte chunk that compression cannot shrink, listed
            // among the preloads of every page with a form.
            { name: 'grid', test: /antd\/es\/(grid\/(row|col|RowContext)|row\/index|col\/index)\.js$/, includeDependenciesRecursively: false, priority: 3 },
            // The pipeline's list, tag and queries (DESIGN §11.2), which its screen, the client page and
            // History share: one chunk, not three, so the first load's list of chunks to preload stays short.
            { name: 'pipeline', test: /web\/src\/(components\/pipeline\/[^/]+|lib\/pipeline)\.tsx?$|packages\/shared\/src\/contract\/pipeline\.ts$/, includeDependenciesRecursively: false, priority: 3 },
            { name: 'first-page', priority: 2, test: (id: string) => FIRST_PAGE.some((test) => test.test(id)) },
            // The tooltip and Space: the app's first page and one client's page each (a shared result,
            // the sent page) use them, so in neither group: each on its own, loaded by who uses it.
            { name: 'tooltip', priority: 2, test: /antd\/es\/tooltip\/index\.js$/ },
            { name: 'space', priority: 2, test: /antd\/es\/space\/index\.js$/ },
            // So are antd's Dropdown and Menu: a result view's tables filter with them and a card's tabs
            // open their overflow in them (shared results), the app's header menus are made of them.
            { name: 'menu', priority: 2, test: /antd\/es\/(dropdown|menu)\/index\.js$|@rc-component\/(dropdown|menu|overflow)\/es\/index\.js$|antd\/es\/style\/motion\/(slide|move)\.js$|@ant-design\/icons\/es\/icons\/(EllipsisOutlined|DownOutlined)\.js$/ },
            { name: APP_ONLY_CHUNK, priority: 1, test: APP_FIRST_PAGE },
          ],
        },
      },
    },
  },
}));
