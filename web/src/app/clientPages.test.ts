// The build's guard of the client's pages' first load (vite-plugin-client-pages.ts): what it follows and
// what it refuses, on a bundle made up here (the real one is checked by every build).
import { describe, expect, it } from 'vitest';
import { clientPageProblems, type ChunkInfo } from '../../vite-plugin-client-pages.ts';

const SRC = '/repo/web/src';
const chunk = (fileName: string, moduleIds: string[], more: Partial<ChunkInfo> = {}): ChunkInfo => ({ fileName, imports: [], moduleIds, facadeModuleId: null, isEntry: false, name: fileName, ...more });
const ROOTS = /\/web\/src\/app\/SharedItemPage\.tsx$/;

describe("the client's pages' first load", () => {
  const lean = [
    chunk('client.js', [`${SRC}/client.tsx`], { isEntry: true, name: 'client', imports: ['react.js'] }),
    chunk('react.js', ['/repo/node_modules/react/index.js']),
    chunk('shared.js', [`${SRC}/app/SharedItemPage.tsx`], { facadeModuleId: `${SRC}/app/SharedItemPage.tsx`, imports: ['react.js'] }),
    // The app's own entry may hold anything: it is not the client's.
    chunk('index.js', [`${SRC}/main.tsx`, `${SRC}/components/layout/Layout.tsx`, `${SRC}/app/router.tsx`], { isEntry: true, name: 'index' }),
  ];

  it('passes when the client entry, its pages and what they import hold none of the app', () => {
    expect(clientPageProblems(lean, 'client', ROOTS)).toEqual([]);
  });

  it("names the app's shell reached through the client entry's imports", () => {
    const chunks = lean.map((c) => (c.fileName === 'react.js' ? { ...c, imports: ['shell.js'] } : c)).concat(chunk('shell.js', [`${SRC}/components/layout/Header.tsx`]));
    expect(clientPageProblems(chunks, 'client', ROOTS)).toEqual([`${SRC}/components/layout/Header.tsx (the app's header, navigation and footer) in shell.js`]);
  });

  it("names a result's editing and a form library reached from a page", () => {
    const chunks = lean
      .map((c) => (c.fileName === 'shared.js' ? { ...c, imports: ['react.js', 'edit.js'] } : c))
      .concat(chunk('edit.js', [`${SRC}/components/versions/PartEditor.tsx`, '/repo/node_modules/react-hook-form/dist/index.esm.mjs']));
    expect(clientPageProblems(chunks, 'client', ROOTS)).toHaveLength(2);
  });

  it("names the chunk only the app's first page loads, reached from a page", () => {
    const chunks = lean.map((c) => (c.fileName === 'shared.js' ? { ...c, imports: ['react.js', 'app-x.js'] } : c)).concat(chunk('app-x.js', [`${SRC}/lib/toast.ts`], { name: 'app' }));
    expect(clientPageProblems(chunks, 'client', ROOTS)).toEqual(["app-x.js (the chunk only the app's first page loads: take the module out of the `app` group)"]);
  });

  it('fails when the build has no client entry', () => {
    expect(clientPageProblems(lean.filter((c) => c.name !== 'client'), 'client', ROOTS)).toEqual(['no entry chunk named client']);
  });
});
