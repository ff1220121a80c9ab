// `npm run tools:generate`: writes the tool registries (one per runtime) from the tool folders; see
// scripts/lib/toolRegistry.mjs for what a tool's folders hold.
import { ROOT } from './lib/env.mjs';
import { writeGenerated } from './lib/toolRegistry.mjs';

try {
  const written = writeGenerated(ROOT);
  console.log(written.length > 0 ? `[tools:generate] wrote ${written.join(', ')}` : '[tools:generate] every registry is up to date');
} catch (error) {
  console.error(`[tools:generate] ${error.message}`);
  process.exit(1);
}
