// The built index.html is the api's template for every page (client.html for a client's page) (api/src/middleware/serverRender.ts fills
// its marks and rewrites its entry script): the build fails when one of those places is missing, rather
// than the api sending pages without their state or their code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// A relative path: the config is bundled by Vite, which loads a workspace package as plain Node (no .ts).
import { templateProblems } from '../packages/shared/src/contract/server-render.ts';
import type { Plugin, ResolvedConfig } from 'vite';

export function templateContract(): Plugin {
  let outDir = 'dist';
  // Set once the pages are written: a build that failed before (a guard's error) wrote none, and a
  // missing file here would hide that error behind its own.
  let written = false;
  return {
    name: 'growth-suite:template-contract',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (!written) return;
      // client.html (the client's pages) asks nobody who is signed in: no session preload there.
      for (const [file, options] of [['index.html', {}], ['client.html', { session: false }]] as const) {
        const problems = templateProblems(readFileSync(join(outDir, file), 'utf8'), options);
        if (problems.length > 0) throw new Error(`template-contract: the built ${file} is not the api's template:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
