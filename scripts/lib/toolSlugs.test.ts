import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from './env.mjs';
import { missingRegistrations, REGISTRIES, spellings, strayMentions } from './toolSlugs.mjs';

let root = '';
function file(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tool-slugs-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  file('packages/shared/src/tools/lead-magnet/meta.ts', "export const leadMagnetMeta = { slug: 'lead-magnet' };");
  for (const registry of REGISTRIES) file(registry, "import { leadMagnet } from './tools/lead-magnet/index.ts';");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('where tools are named', () => {
  it('spells a slug every way code does', () => {
    expect(spellings('lead-magnet')).toEqual(['lead-magnet', 'lead_magnet', 'leadMagnet', 'LeadMagnet']);
  });

  it('accepts a tool named only in its own folders, its registries and tests', () => {
    file('web/src/features/lead-magnet/LeadMagnetPage.tsx', "const x = 'lead-magnet';");
    file('worker/src/generators/lead-magnet.ts', "export const leadMagnet = { tool: 'lead-magnet' };");
    file('api/test/lead.test.ts', "post('/api/tools/lead-magnet')");
    file('web/e2e/lead.spec.ts', "goto('/lead-magnet')");
    expect(strayMentions(root)).toEqual([]);
    expect(missingRegistrations(root)).toEqual([]);
  });

  it('reports a product file elsewhere that names a tool, in any spelling, with its line', () => {
    file('web/src/features/history/HistoryPage.tsx', "import x from 'y';\nconst first = 'lead-magnet';");
    file('api/src/routes/exports/router.ts', 'const r = results as LeadMagnetResult;');
    file('api/src/lib/ok.ts', "const leadMagnetic = 'not a tool name';");
    expect(strayMentions(root).map(({ file, line, slug }) => ({ file, line, slug }))).toEqual([
      { file: 'api/src/routes/exports/router.ts', line: 1, slug: 'lead-magnet' },
      { file: 'web/src/features/history/HistoryPage.tsx', line: 2, slug: 'lead-magnet' },
    ]);
  });

  it('reports a registry that does not list a tool', () => {
    file('web/src/app/toolPages.ts', 'const TOOL_PAGES = {};');
    expect(missingRegistrations(root)).toEqual([{ registry: 'web/src/app/toolPages.ts', slug: 'lead-magnet' }]);
  });

  it('finds this repository clean: only the registries name a tool outside its folders', () => {
    expect(strayMentions(ROOT)).toEqual([]);
    expect(missingRegistrations(ROOT)).toEqual([]);
  });
});
