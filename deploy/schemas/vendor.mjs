// Refreshes the vendored JSON schemas from local copies of their source repositories (see README.md):
//   node deploy/schemas/vendor.mjs <kubernetes-json-schema checkout> <CRDs-catalog checkout>
// Each file is the upstream schema of one kind with its `description` texts dropped (they make up most
// of its size) and, for the Kubernetes kinds, `additionalProperties: false` added to every object that
// lists its properties and says nothing of others: the same "strict" transform kubeconform's schemas
// use, so a misspelt or misplaced field is an error instead of being silently ignored.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [k8sRoot, crdRoot] = process.argv.slice(2);
if (!k8sRoot || !crdRoot) {
  console.error('usage: node deploy/schemas/vendor.mjs <kubernetes-json-schema dir> <CRDs-catalog dir>');
  process.exit(2);
}
const here = new URL('.', import.meta.url).pathname;
const kubernetes = ['configmap-v1', 'secret-v1', 'service-v1', 'deployment-apps-v1', 'job-batch-v1', 'horizontalpodautoscaler-autoscaling-v2', 'poddisruptionbudget-policy-v1'];
const keda = ['scaledobject_v1alpha1', 'triggerauthentication_v1alpha1'];

/** Drops description texts; with `strict`, closes every object schema that lists its properties. */
function shrink(schema, strict) {
  if (Array.isArray(schema)) return schema.map((item) => shrink(item, strict));
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description' && typeof value === 'string') continue;
    // `properties` maps field names to schemas: its keys are names (a field may be called "description").
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, shrink(s, strict)])) : shrink(value, strict);
  }
  if (strict && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

for (const name of kubernetes) {
  const schema = JSON.parse(readFileSync(join(k8sRoot, 'schemas', `${name}.json`), 'utf8'));
  writeFileSync(join(here, 'kubernetes', `${name}.json`), `${JSON.stringify(shrink(schema, true))}\n`);
}
for (const name of keda) {
  // The catalog's CRD schemas are strict already (additionalProperties: false where the CRD is closed).
  const schema = JSON.parse(readFileSync(join(crdRoot, 'keda.sh', `${name}.json`), 'utf8'));
  writeFileSync(join(here, 'keda', `${name}.json`), `${JSON.stringify(shrink(schema, false))}\n`);
}
console.log(`vendored ${kubernetes.length} Kubernetes and ${keda.length} KEDA schemas`);
