// `npm run check:tools`: the generated tool registries are what the tool folders make, and no
// non-test source file outside a tool's own folders names a tool (see scripts/lib/toolSlugs.mjs).
import { ROOT } from './lib/env.mjs';
import { staleGenerated } from './lib/toolRegistry.mjs';
import { strayMentions, toolSlugs } from './lib/toolSlugs.mjs';

let stale;
try {
  stale = staleGenerated(ROOT);
} catch (error) {
  console.log(`[check:tools] ${error.message}`);
  process.exit(1);
}
const stray = strayMentions(ROOT);
const slugs = toolSlugs(ROOT);
for (const file of stale) console.log(`[check:tools] ${file} is not what the tool folders make: run npm run tools:generate`);
if (stray.length > 0) console.log(`[check:tools] ${stray.length} mention(s) of a tool outside its folders and the generated registries:`);
for (const { file, line, slug, text } of stray) console.log(`  ${file}:${line} (${slug}): ${text.slice(0, 140)}`);
if (stale.length > 0 || stray.length > 0) process.exit(1);
console.log(`[check:tools] ${slugs.length} tools (${slugs.join(', ')}); the generated registries are current and nothing else names a tool`);
