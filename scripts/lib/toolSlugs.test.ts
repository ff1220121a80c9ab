import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from './env.mjs';
import { camel, GENERATED, generatedFiles, staleGenerated, writeGenerated } from './toolRegistry.mjs';
import { mentionPattern, REGISTRIES, spellings, strayMentions } from './toolSlugs.mjs';

let root = '';
function file(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}
/** A tool's entry points, as a new tool's folders hold them. */
function tool(slug: string) {
  for (const { entry } of GENERATED) file(entry(slug), `export const x = '${slug}';`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tool-slugs-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  tool('lead-magnet');
  writeGenerated(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('where tools are named', () => {
  it('spells a slug every way code does', () => {
    expect(spellings('lead-magnet')).toEqual(['lead-magnet', 'lead_magnet', 'leadMagnet', 'LeadMagnet', 'LEAD_MAGNET']);
    expect(camel('lead-magnet')).toBe('leadMagnet');
  });

  it('accepts a tool named only in its own folders, the generated registries and tests', () => {
    file('web/src/features/lead-magnet/LeadMagnetPage.tsx', "const x = 'lead-magnet';");
    file('api/test/lead.test.ts', "post('/api/tools/lead-magnet')");
    file('web/e2e/lead.spec.ts', "goto('/lead-magnet')");
    expect(strayMentions(root)).toEqual([]);
    expect(staleGenerated(root)).toEqual([]);
  });

  it("lets a tool's own code name another tool (its prefill reads it)", () => {
    tool('case-study');
    writeGenerated(root);
    file('packages/shared/src/tools/case-study/prefill.ts', "export const from = ['lead-magnet'];");
    file('web/src/features/case-study/CaseStudyPage.tsx', 'import { leadMagnet } from "x";');
    expect(strayMentions(root)).toEqual([]);
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

  it('reports the plural a server half is wired by, and a camelCase part, but not a longer word', () => {
    const named = [
      "import { sendRoutes } from './lead-magnets/router.ts';",
      "export * from './repositories/leadMagnets.ts';",
      'const all = [...sendLeadMagnets(deps)];',
      'type Row = LeadMagnetRow;',
      'const MAX_LEAD_MAGNETS = 3;',
      "await knex('lead_magnets').insert(row);",
    ];
    const unnamed = ["const leadMagnetic = 'no';", 'const counterleadmagnet = 1;', 'const XLeadMagnetY = 1;'];
    file('api/src/routes/index.ts', [...named, ...unnamed].join('\n'));
    expect(strayMentions(root).map(({ line }) => line)).toEqual(named.map((_, i) => i + 1));
    for (const text of named) expect(mentionPattern('lead-magnet').test(text), text).toBe(true);
  });

  it("collects a tool's server half (routes, repository, scans) from its own folders, when it has one", () => {
    tool('case-study');
    for (const { entry } of GENERATED.filter(({ optional }) => optional)) rmSync(join(root, entry('case-study')));
    writeGenerated(root);
    expect(readFileSync(join(root, 'api/src/generated/toolRoutes.ts'), 'utf8')).toContain("import { routes as leadMagnet } from '../routes/lead-magnets/index.ts';\n\nexport const TOOL_ROUTES = [leadMagnet] as const;");
    expect(readFileSync(join(root, 'packages/db/src/generated/toolRepositories.ts'), 'utf8')).not.toContain('case-study');
    expect(readFileSync(join(root, 'packages/db/src/generated/toolScans.ts'), 'utf8')).toContain('[...leadMagnet]');
    // Its API folder and its repository folder are its own: they may name it.
    file('api/src/routes/lead-magnets/public.ts', "route('get', '/lead-magnets/:id');");
    file('packages/db/src/repositories/lead-magnets/sends.ts', "db('lead_magnet_sends');");
    expect(strayMentions(root)).toEqual([]);
  });

  it('writes one registry per runtime that imports each entry point by its spelled name', () => {
    for (const file of REGISTRIES) expect(existsSync(join(root, file)), file).toBe(true);
    const web = readFileSync(join(root, 'web/src/generated/tools.ts'), 'utf8');
    expect(web).toContain("import { leadMagnetWeb } from '../features/lead-magnet/tool.ts';");
    expect(web).toContain("'lead-magnet': leadMagnetWeb,");
    const metas = readFileSync(join(root, 'packages/shared/src/generated/toolMetas.ts'), 'utf8');
    expect(metas).toContain("import { leadMagnetMeta } from '../tools/lead-magnet/meta.ts';");
  });

  it('finds a registry stale when a tool is added, or when it is edited by hand', () => {
    tool('case-study');
    expect(staleGenerated(root)).toEqual(REGISTRIES);
    writeGenerated(root);
    expect(staleGenerated(root)).toEqual([]);
    file('web/src/generated/tools.ts', `${readFileSync(join(root, 'web/src/generated/tools.ts'), 'utf8')}// edited\n`);
    expect(staleGenerated(root)).toEqual(['web/src/generated/tools.ts']);
  });

  it('names the entry point a tool lacks', () => {
    file('packages/shared/src/tools/case-study/meta.ts', 'export {};');
    expect(() => generatedFiles(root)).toThrow(/worker\/src\/generators\/case-study\.ts/);
  });

  it("needs no prompt for a tool whose meta says generator 'code', and leaves it out of the worker's registry only", () => {
    file('packages/shared/src/tools/fee-calc/meta.ts', "export const feeCalcMeta = {\n  slug: 'fee-calc',\n  generator: 'code',\n};");
    for (const { entry } of GENERATED.filter(({ file }) => !file.startsWith('worker/'))) if (!entry('fee-calc').endsWith('meta.ts')) file(entry('fee-calc'), 'export {};');
    writeGenerated(root);
    const generators = readFileSync(join(root, 'worker/src/generated/generators.ts'), 'utf8');
    expect(generators).toContain("'lead-magnet': leadMagnet,");
    expect(generators).not.toContain('fee-calc');
    expect(readFileSync(join(root, 'packages/shared/src/generated/toolMetas.ts'), 'utf8')).toContain("import { feeCalcMeta } from '../tools/fee-calc/meta.ts';");
    expect(readFileSync(join(root, 'web/src/generated/tools.ts'), 'utf8')).toContain("'fee-calc': feeCalcWeb,");
    // A model tool without its prompt is still named.
    file('packages/shared/src/tools/fee-calc/meta.ts', "export const feeCalcMeta = { slug: 'fee-calc' };");
    expect(() => generatedFiles(root)).toThrow(/worker\/src\/generators\/fee-calc\.ts/);
  });

  it('finds this repository clean: registries current, nothing outside a tool names it', () => {
    expect(strayMentions(ROOT)).toEqual([]);
    expect(staleGenerated(ROOT)).toEqual([]);
  });
});
