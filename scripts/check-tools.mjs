// `npm run check:tools`: lists the non-test source files outside a tool's own folders that name it
// (see scripts/lib/toolSlugs.mjs). Only the registries may; anything else fails the check.
import { ROOT } from './lib/env.mjs';
import { missingRegistrations, REGISTRIES, strayMentions, toolSlugs } from './lib/toolSlugs.mjs';

const stray = strayMentions(ROOT);
const missing = missingRegistrations(ROOT);
const slugs = toolSlugs(ROOT);
for (const { registry, slug } of missing) console.log(`[check:tools] ${registry} does not list ${slug}`);
if (stray.length === 0 && missing.length === 0) {
  console.log(`[check:tools] ${slugs.length} tools (${slugs.join(', ')}); outside their folders only the registries name them: ${REGISTRIES.join(', ')}`);
  process.exit(0);
}
if (stray.length > 0) console.log(`[check:tools] ${stray.length} mention(s) of a tool outside its folders and the registries:`);
for (const { file, line, slug, text } of stray) console.log(`  ${file}:${line} (${slug}): ${text.slice(0, 140)}`);
process.exit(1);
