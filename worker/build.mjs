// Bundles the worker and the workspace packages it uses into ES modules (dist/index.mjs and its chunks), run
// with plain `node` in production: no TypeScript loader in the process (about 70 MB less RSS).
// Third-party packages stay external and load from node_modules as usual.
import { build } from 'esbuild';

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@growth-suite/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  // Split: what is only imported dynamically (the Word and PDF renderers, with their libraries) is a
  // chunk of its own, loaded when first needed, so an idle worker does not hold it in memory.
  outdir: new URL('./dist', import.meta.url).pathname,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalThirdParty],
});
