// Brotli and gzip copies of the built assets, made once at build time (issue: nothing was compressed
// on the wire). The api serves `<file>.br` or `<file>.gz` beside `<file>` to a browser that accepts it
// (koa-static), so no request pays for compression and the best level is affordable. Node's own zlib
// does the work; a copy that would not be smaller is not written.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/; // index.html is compressed as it is served (api)
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'growth-suite:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const source = await readFile(path);
            const [br, gzipped] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gz(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
          }),
      );
    },
  };
}
