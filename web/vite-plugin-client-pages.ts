// The pages a client opens from a link (client.html: src/client.tsx, app/clientRoutes.tsx) must load
// only the code they run: the build fails when their first load — the client entry's chunks, the two
// pages' own and every tool's read-only result view (a shared page draws one) — holds a module of the
// app around them (its shell, dashboard, guards, admin screens) or of a result's editing (the hand-edit
// form, react-hook-form). Each was once there, downloaded and evaluated on a phone for nothing.
import type { Plugin } from 'vite';

/** Modules a client's page must not load on its first load, with why. */
export const NOT_ON_CLIENT_PAGES: readonly { test: RegExp; what: string }[] = [
  { test: /\/web\/src\/components\/layout\//, what: "the app's header, navigation and footer" },
  { test: /\/web\/src\/features\/dashboard\//, what: 'the dashboard' },
  { test: /\/web\/src\/components\/guards\//, what: "the signed-in screens' guards" },
  { test: /\/web\/src\/app\/(AdminScreens|router)\.tsx$/, what: "the admin screens or the app's routes" },
  { test: /\/web\/src\/components\/versions\/(PartEditor|PartActions|VersionsProvider|ShapeField)\.tsx$/, what: "a result's editing" },
  { test: /\/node_modules\/(react-hook-form|@hookform|@tanstack\/react-query-devtools)\//, what: 'a form library or developer tools' },
];

/**
 * The chunk only the app's first page loads (the `app` group in vite.config.ts: the toast, the header's
 * menus…). A client's page importing one of its modules would load all of it; the build fails instead.
 */
export const APP_ONLY_CHUNK = 'app';

/** The chunks a client's page may load first (by file), with the modules each holds. */
export interface ChunkInfo {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  name: string;
}

/**
 * What the client's pages would load that they must not: `entry` (the client entry chunk's name) and
 * its static imports, and the roots (modules whose chunks the pages load as they draw: the two pages and
 * the result views) with theirs. One line per module found ("module (what) in chunk"), and one for the
 * app's own first-page chunk if reached.
 */
export function clientPageProblems(chunks: readonly ChunkInfo[], entry: string, roots: RegExp): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  const starts = chunks.filter((chunk) => (chunk.isEntry && chunk.name === entry) || (chunk.facadeModuleId !== null && roots.test(chunk.facadeModuleId)));
  if (!starts.some((chunk) => chunk.isEntry)) return [`no entry chunk named ${entry}`];
  starts.forEach((chunk) => visit(chunk.fileName));
  return [...seen].flatMap((file) => [
    ...(byFile.get(file)?.name === APP_ONLY_CHUNK && !byFile.get(file)?.isEntry ? [`${file} (the chunk only the app's first page loads: take the module out of the \`${APP_ONLY_CHUNK}\` group)`] : []),
    ...(byFile.get(file)?.moduleIds ?? []).flatMap((id) => NOT_ON_CLIENT_PAGES.filter(({ test }) => test.test(id)).map(({ what }) => `${id} (${what}) in ${file}`)),
  ]);
}

/** The two pages and every tool's read-only result view (features/<tool>/view.ts). */
const CLIENT_PAGE_ROOTS = /\/web\/src\/(app\/SharedItemPage\.tsx|app\/toolResults\.tsx|features\/[^/]+\/send\/SentPage\.tsx|features\/[^/]+\/view\.ts)$/;

export function clientPages(): Plugin {
  return {
    name: 'growth-suite:client-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const problems = clientPageProblems(chunks, 'client', CLIENT_PAGE_ROOTS);
      if (problems.length > 0) throw new Error(`client-pages: a client's page would load code it does not run:\n- ${problems.join('\n- ')}`);
    },
  };
}
