// A small kustomize for the repo's tests (no kustomize or kubectl binary is reachable in CI): it builds a
// kustomization the way `kubectl kustomize` does for the subset the overlays use — `resources` (files and
// folders), `patches` by `path` (a merge patch onto the document of the same kind and name), `namespace`,
// `images`, and `secretGenerator` from env files with a fixed name (`disableNameSuffixHash`: a hashed name
// would need kustomize's rewriting of every reference). Anything else, and a patch that carries a list
// (where kustomize's strategic merge and a plain merge differ), is refused, so what this renders is what
// kubectl applies. A generator's file that is missing fails the build, as it fails `kubectl apply -k`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export type Doc = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; [key: string]: unknown }; [key: string]: unknown };
type Image = { name: string; newName?: string; newTag?: string };

const KNOWN = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches', 'secretGenerator']);

type SecretGenerator = { name: string; type?: string; envs?: string[]; options?: { disableNameSuffixHash?: boolean; labels?: Record<string, string>; annotations?: Record<string, string> } };

/** An env file as kustomize reads it: KEY=value a line (the value as written), `#` comments and blank lines skipped. */
export function parseEnvFile(text: string, file: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimStart();
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    const key = at < 0 ? line : line.slice(0, at);
    if (at < 0 || !/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(key)) throw new Error(`${file}:${index + 1}: not KEY=value`);
    data[key] = line.slice(at + 1);
  }
  return data;
}

/** `files` stands in for files of the kustomization's folder (a test's secrets.env); the rest are read from disk. */
export interface BuildOptions {
  files?: Record<string, string>;
}

function generateSecret(dir: string, generator: SecretGenerator, files: Record<string, string>): Doc {
  const extra = Object.keys(generator).filter((key) => !['name', 'type', 'envs', 'options'].includes(key));
  if (extra.length > 0 || !generator.envs?.length) throw new Error(`${dir}: secretGenerator ${generator.name}: only \`envs\` is supported (${extra.join(', ') || 'no envs'})`);
  if (generator.options?.disableNameSuffixHash !== true) throw new Error(`${dir}: secretGenerator ${generator.name}: set options.disableNameSuffixHash (the test renderer does not rewrite hashed names)`);
  const data: Record<string, string> = {};
  for (const env of generator.envs) {
    const path = join(dir, env);
    const text = files[env] ?? (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    if (text === undefined) throw new Error(`${dir}: secretGenerator ${generator.name}: ${env} does not exist (kustomize: no such file or directory)`);
    for (const [key, value] of Object.entries(parseEnvFile(text, path))) data[key] = Buffer.from(value).toString('base64');
  }
  const { labels, annotations } = generator.options;
  return { apiVersion: 'v1', kind: 'Secret', metadata: { name: generator.name, ...(labels ? { labels } : {}), ...(annotations ? { annotations } : {}) }, type: generator.type ?? 'Opaque', data };
}

export function readYamlDocs(file: string): Doc[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
    return doc.toJS() as Doc;
  }).filter((doc) => doc !== null);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7386 merge patch, maps only: null removes a key, objects merge, scalars replace. */
export function mergePatch(target: Record<string, unknown>, patch: Record<string, unknown>, at = ''): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (Array.isArray(value)) throw new Error(`patch at ${at}/${key} carries a list: not supported (kustomize would merge it by key)`);
    if (value === null) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = mergePatch(out[key], value, `${at}/${key}`);
    else out[key] = value;
  }
  return out;
}

function setImages(doc: Doc, images: Image[]): Doc {
  const pod = ((doc.spec as { template?: { spec?: Record<string, unknown> } } | undefined)?.template?.spec);
  if (!pod) return doc;
  for (const list of ['containers', 'initContainers'] as const) {
    for (const container of (pod[list] as { image?: string }[] | undefined) ?? []) {
      const name = container.image?.split(/[:@]/)[0];
      const image = images.find((candidate) => candidate.name === name);
      if (image) container.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : container.image!.slice(name!.length)}`;
    }
  }
  return doc;
}

export function build(dir: string, { files = {} }: BuildOptions = {}): Doc[] {
  const kustomization = readYamlDocs(join(dir, 'kustomization.yaml'))[0] as unknown as Record<string, unknown>;
  const unknown = Object.keys(kustomization).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported by the test renderer`);
  let docs: Doc[] = [];
  for (const resource of (kustomization.resources as string[] | undefined) ?? []) {
    const path = join(dir, resource);
    docs.push(...(statSync(path).isDirectory() ? build(path) : readYamlDocs(path)));
  }
  for (const generator of (kustomization.secretGenerator as SecretGenerator[] | undefined) ?? []) docs.push(generateSecret(dir, generator, files));
  for (const patch of (kustomization.patches as { path?: string }[] | undefined) ?? []) {
    if (!patch.path || Object.keys(patch).length !== 1) throw new Error(`${dir}: only \`patches: - path:\` is supported`);
    for (const change of readYamlDocs(join(dir, patch.path))) {
      const matches = docs.filter((doc) => doc.kind === change.kind && doc.metadata.name === change.metadata.name);
      if (matches.length !== 1) throw new Error(`${patch.path}: ${change.kind}/${change.metadata.name} matches ${matches.length} documents`);
      docs = docs.map((doc) => (doc === matches[0] ? (mergePatch(doc, change) as Doc) : doc));
    }
  }
  const namespace = kustomization.namespace as string | undefined;
  if (namespace) docs = docs.map((doc) => ({ ...doc, metadata: { ...doc.metadata, namespace } }));
  const images = (kustomization.images as Image[] | undefined) ?? [];
  return docs.map((doc) => setImages(structuredClone(doc), images));
}
