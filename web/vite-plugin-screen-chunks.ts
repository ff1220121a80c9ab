// Which chunks each lazy screen needs (lib/lazyScreen.tsx), for the api: a page drawn on the server
// names the screens it was drawn with, and the api lists their chunks among the preloads boot.js adds
// once the page is painted. Without the list, the app adds a preload link per chunk when it asks for
// the screens (Vite's preload helper): some 40 links for a tool screen, each costing the main thread a
// few tenths of a millisecond, all in one task while the page is not yet alive.
// Written to .vite/screens.json in the build ({ name: ['/assets/…js', '/assets/…css', …] }); not served (a dot folder).
// A screen is found as `lazyScreen('<name>', … import('<module>') …)` with a literal name; such a call the
// build cannot read fails it (it would silently go unlisted), and so does a build that lists no screen. A
// name built at run time is not listed (the app preloads its chunks itself).
import type { Plugin } from 'vite';

const CALL = /lazyScreen\(\s*['"]([^'"`]+)['"]\s*,[^;]*?import\(\s*['"]([^'"]+)['"]\s*\)/g;
export const SCREEN_CHUNKS_FILE = '.vite/screens.json';

export function screenChunks(): Plugin {
  const screens = new Map<string, string>(); // name → the module it loads (resolved id)
  return {
    name: 'growth-suite:screen-chunks',
    apply: 'build',
    enforce: 'pre', // the source as written
    async transform(code, id) {
      if (!code.includes('lazyScreen(') || id.includes('/node_modules/')) return null;
      const calls = [...code.matchAll(CALL)];
      // Every call with a literal name must be one the list can read (its import() too). A name built
      // at run time (`result:${tool}`) is a screen the app preloads itself.
      const written = (code.match(/\blazyScreen\(\s*['"]/g) ?? []).length;
      if (calls.length !== written) throw new Error(`screen-chunks: ${id} names ${written} lazy screens, ${calls.length} with an import() the build can read`);
      for (const [, name, specifier] of calls) {
        const resolved = await this.resolve(specifier!, id);
        if (!resolved) throw new Error(`screen-chunks: ${specifier} (screen ${name}) does not resolve from ${id}`);
        screens.set(name!, resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      if (screens.size === 0) throw new Error('screen-chunks: no lazyScreen call found; the api would preload no screen');
      const list: Record<string, string[]> = {};
      for (const [name, moduleId] of screens) {
        const root = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!root) throw new Error(`screen-chunks: no chunk loads ${moduleId} (screen ${name})`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return;
          // Its styles too: a drawn page links them in its head, so it is painted styled (not restyled,
          // and moved, when the chunk's code adds them).
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
          chunk.imports.forEach(visit);
        };
        visit(root.fileName);
        list[name] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: JSON.stringify(list) });
    },
  };
}
