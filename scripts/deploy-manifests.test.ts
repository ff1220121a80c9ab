// The Kubernetes manifests in deploy/: every document of the base, the example overlay and the migration
// Job, rendered like kustomize does, is valid against the vendored Kubernetes and KEDA schemas (strict:
// an unknown field is an error); the configuration covers .env.example and is accepted by the api's and
// the worker's own config parsers; the worker's grace period outlasts the longest job it can hold; and the
// KEDA formula counts what the worker actually runs. The example overlay's secrets come from files the
// operator writes (git-ignored, absent here): applied unchanged it fails, and its example files hold no
// secret anyone could use. The images run as an unprivileged user from a slim final stage.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadConfig as loadApiConfig } from '../api/src/env.ts';
import { loadConfig as loadWorkerConfig } from '../worker/src/env.ts';
import { build, mergePatch, parseEnvFile, readYamlDocs, type Doc } from '../deploy/test/kustomize.ts';

const ROOT = join(import.meta.dirname, '..');
const DEPLOY = join(ROOT, 'deploy');
const SCHEMAS = join(DEPLOY, 'schemas');

const SCHEMA_FILES: Record<string, string> = {
  'v1/ConfigMap': 'kubernetes/configmap-v1.json',
  'v1/Secret': 'kubernetes/secret-v1.json',
  'v1/Service': 'kubernetes/service-v1.json',
  'apps/v1/Deployment': 'kubernetes/deployment-apps-v1.json',
  'batch/v1/Job': 'kubernetes/job-batch-v1.json',
  'autoscaling/v2/HorizontalPodAutoscaler': 'kubernetes/horizontalpodautoscaler-autoscaling-v2.json',
  'policy/v1/PodDisruptionBudget': 'kubernetes/poddisruptionbudget-policy-v1.json',
  'keda.sh/v1alpha1/ScaledObject': 'keda/scaledobject_v1alpha1.json',
  'keda.sh/v1alpha1/TriggerAuthentication': 'keda/triggerauthentication_v1alpha1.json',
};

// Formats (int32, byte, date-time…) are not checked: the types and the closed objects are what catch mistakes.
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const validators = new Map<string, ValidateFunction>();
function validatorFor(doc: Doc): ValidateFunction {
  const key = `${doc.apiVersion}/${doc.kind}`;
  const file = SCHEMA_FILES[key];
  if (!file) throw new Error(`no vendored schema for ${key}: add one to deploy/schemas (see its README)`);
  if (!validators.has(key)) {
    const { $schema: _ignored, ...schema } = JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as Record<string, unknown>;
    validators.set(key, ajv.compile(schema));
  }
  return validators.get(key)!;
}
/** The schema errors of one document, as readable lines (empty when valid). */
function problems(doc: Doc): string[] {
  const validate = validatorFor(doc);
  if (validate(doc)) return [];
  return (validate.errors ?? []).map((error) => `${doc.kind}/${doc.metadata?.name}${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
}

const OVERLAY = join(DEPLOY, 'overlays/example');
const SECRET_FILES = ['secrets.env', 'keda-redis.env'] as const;
/** What an operator writes: the example files, every line filled in (with test values). */
const FILLED: Record<string, string> = {
  SESSION_SECRET: 'a'.repeat(64),
  ADMIN_PASSWORD: 'an-operator-chosen-password',
  OPENAI_API_KEY: 'sk-test',
  DATABASE_URL: 'mysql://growth_suite:pw@mysql.example.internal:3306/growth_suite',
  REDIS_URL: 'redis://:pw@redis.example.internal:6379',
  SMTP_URL: 'smtp://user:pw@smtp.example.com:587',
  DKIM_PRIVATE_KEY: '',
  address: 'redis.example.internal:6379',
  password: 'pw',
};
const exampleOf = (file: string) => readFileSync(join(OVERLAY, `${file}.example`), 'utf8');
const filledIn = (file: string) => exampleOf(file).replace(/^([A-Za-z_]+)=$/gm, (_line, key: string) => `${key}=${FILLED[key] ?? ''}`);
const operatorFiles = Object.fromEntries(SECRET_FILES.map((file) => [file, filledIn(file)]));

const base = build(join(DEPLOY, 'base'));
const overlay = build(OVERLAY, { files: operatorFiles });
const migrate = build(join(DEPLOY, 'overlays/example/migrate'));
const find = <T = Doc>(docs: Doc[], kind: string, name: string) => {
  const doc = docs.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!doc) throw new Error(`${kind}/${name} missing`);
  return doc as unknown as T;
};

type Container = { name: string; image: string; env?: { name: string; value?: string }[]; envFrom?: unknown[] };
type PodDeployment = Doc & { spec: { template: { spec: { terminationGracePeriodSeconds?: number; containers: Container[] } } } };

describe('the manifests are valid Kubernetes and KEDA objects', () => {
  it.each([
    ['base', base],
    ['overlays/example', overlay],
    ['overlays/example/migrate', migrate],
  ])('%s: every rendered document matches its schema', (_name, docs) => {
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.flatMap(problems)).toEqual([]);
  });

  it('the overlay sets the namespace and the image of every container', () => {
    for (const doc of [...overlay, ...migrate]) expect(doc.metadata.namespace).toBe('growth-suite');
    const images = [...overlay, ...migrate].flatMap((doc) => (doc as PodDeployment).spec?.template?.spec?.containers ?? []).map((c) => c.image);
    expect(images.length).toBe(3);
    for (const image of images) expect(image).toMatch(/^registry\.example\.com\/growth-suite\/(api|worker):0\.1\.0$/);
    expect(find(overlay, 'ScaledObject', 'growth-suite-worker').spec).toMatchObject({ maxReplicaCount: 6, minReplicaCount: 1 });
  });

  it('rejects documents with a misspelt, misplaced or mistyped field', () => {
    const api = find<PodDeployment>(base, 'Deployment', 'growth-suite-api');
    const typo = structuredClone(api);
    const spec = typo.spec.template.spec as Record<string, unknown>;
    spec.terminationGracePeriodSecond = spec.terminationGracePeriodSeconds;
    delete spec.terminationGracePeriodSeconds;
    expect(problems(typo).join('\n')).toMatch(/must NOT have additional properties.*terminationGracePeriodSecond"/);

    const hpaV1Field = mergePatch(find(base, 'HorizontalPodAutoscaler', 'growth-suite-api'), { spec: { targetCPUUtilizationPercentage: 70 } }) as Doc;
    expect(problems(hpaV1Field).join('\n')).toMatch(/targetCPUUtilizationPercentage/);

    const scaled = mergePatch(find(base, 'ScaledObject', 'growth-suite-worker'), { spec: { minReplicas: 1 } }) as Doc;
    expect(problems(scaled).join('\n')).toMatch(/minReplicas/);

    const wrongType = mergePatch(find(migrate, 'Job', 'growth-suite-migrate'), { spec: { backoffLimit: 'two' } }) as Doc;
    expect(problems(wrongType).join('\n')).toMatch(/backoffLimit must be integer/);

    expect(() => validatorFor({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toThrow(/no vendored schema/);
  });

  it('the test renderer refuses what it cannot render like kustomize', () => {
    expect(() => mergePatch({ spec: { containers: [] } }, { spec: { containers: [{ name: 'x' }] } })).toThrow(/carries a list/);
    expect(mergePatch({ a: { b: 1, c: 2 } }, { a: { b: null, d: 3 } })).toEqual({ a: { c: 2, d: 3 } });
  });
});

// The environment a pod gets: the ConfigMap and the Secret (envFrom), then the container's own env.
const configMap = find<{ data: Record<string, string> }>(overlay, 'ConfigMap', 'growth-suite').data;
const decode = (data: Record<string, string>) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()]));
const secret = decode(find<{ data: Record<string, string> }>(overlay, 'Secret', 'growth-suite').data);
const worker = find<PodDeployment>(overlay, 'Deployment', 'growth-suite-worker');
const workerContainer = worker.spec.template.spec.containers[0]!;
const workerEnv = { ...configMap, ...secret, ...Object.fromEntries((workerContainer.env ?? []).map((e) => [e.name, e.value])) };
const apiEnv = { ...configMap, ...secret };

describe('the configuration', () => {
  const envExample = readFileSync(join(ROOT, '.env.example'), 'utf8');
  const variables = [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);

  it('covers every variable of .env.example, the secrets in the Secret and the rest in the ConfigMap', () => {
    expect(Object.keys(secret).sort()).toEqual(['ADMIN_PASSWORD', 'DATABASE_URL', 'DKIM_PRIVATE_KEY', 'OPENAI_API_KEY', 'REDIS_URL', 'SESSION_SECRET', 'SMTP_URL']);
    expect(Object.keys(configMap).filter((key) => key in secret)).toEqual([]);
    expect([...Object.keys(configMap), ...Object.keys(secret)].sort()).toEqual([...variables].sort());
  });

  it('gives every secret of the example file the value the operator wrote, and nothing else', () => {
    expect(secret).toEqual(Object.fromEntries(Object.keys(secret).map((key) => [key, FILLED[key]])));
    expect(decode(find<{ data: Record<string, string> }>(overlay, 'Secret', 'growth-suite-keda-redis').data)).toEqual({ address: FILLED.address, password: FILLED.password });
  });

  it('is accepted by the api and the worker (the same parsers they run at start)', () => {
    expect(() => loadApiConfig(apiEnv)).not.toThrow();
    expect(() => loadWorkerConfig(workerEnv)).not.toThrow();
    expect(loadWorkerConfig(workerEnv).metrics.port).toBeGreaterThan(0); // the worker's probes need its /metrics
  });

  it('every pod reads the ConfigMap and the Secret', () => {
    for (const doc of [...overlay, ...migrate].filter((d) => d.kind === 'Deployment' || d.kind === 'Job')) {
      expect((doc as PodDeployment).spec.template.spec.containers[0]!.envFrom, doc.metadata.name).toEqual([
        { configMapRef: { name: 'growth-suite' } },
        { secretRef: { name: 'growth-suite' } },
      ]);
    }
  });
});

/**
 * The longest a generation job can run (see worker.yaml): its deadline (GENERATION_WAIT_MS after it was
 * queued) or the LLM attempts with their backoffs, whichever ends first, then the retried save.
 */
function longestJobMs(env: Record<string, string | undefined>) {
  const workerConfig = loadWorkerConfig(env);
  const { generationWaitMs } = loadApiConfig({ ...env, NODE_ENV: 'test' });
  const { maxAttempts, maxDelayMs } = workerConfig.retry;
  const llm = Math.min(generationWaitMs, maxAttempts * workerConfig.llmTimeoutMs + (maxAttempts - 1) * maxDelayMs);
  return { longest: llm + workerConfig.historyWrite.budgetMs, shutdownTimeoutMs: workerConfig.shutdownTimeoutMs };
}

describe('a worker stopped by a scale-in or a rollout finishes its jobs first', () => {
  const grace = worker.spec.template.spec.terminationGracePeriodSeconds!;
  const { longest, shutdownTimeoutMs } = longestJobMs(workerEnv);

  it('the worker drains for longer than its longest job, with the manifest configuration', () => {
    expect(longest).toBe(150_000); // min(120 s, 3 × 90 s + 2 × 30 s) + 30 s
    expect(shutdownTimeoutMs).toBeGreaterThanOrEqual(longest + 10_000);
  });

  it('the kubelet waits for the drain and the exit before it kills the pod', () => {
    expect(grace * 1000).toBeGreaterThanOrEqual(shutdownTimeoutMs + 20_000);
  });

  it('the same holds with the code defaults (a setting dropped from the ConfigMap falls back to them)', () => {
    const defaults = longestJobMs({});
    expect(defaults.longest).toBeLessThanOrEqual(shutdownTimeoutMs - 10_000);
    expect(grace * 1000).toBeGreaterThan(defaults.longest);
  });

  it('the api stops within its own grace period', () => {
    const api = find<PodDeployment>(overlay, 'Deployment', 'growth-suite-api');
    const preStop = (api.spec.template.spec.containers[0] as unknown as { lifecycle: { preStop: { exec: { command: string[] } } } }).lifecycle.preStop.exec.command;
    const preStopMs = Number(preStop[1]) * 1000;
    // The api forces its exit 2 s after SHUTDOWN_TIMEOUT_MS.
    expect(api.spec.template.spec.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(preStopMs + loadApiConfig(apiEnv).shutdownTimeoutMs + 2000);
  });
});

describe('KEDA counts the work the worker runs', () => {
  type Trigger = { type: string; name: string; metadata: { listName: string } };
  const scaled = find<{ spec: { minReplicaCount: number; triggers: Trigger[]; advanced: { scalingModifiers: { formula: string; target: string } } } }>(overlay, 'ScaledObject', 'growth-suite-worker').spec;
  const { formula, target } = scaled.advanced.scalingModifiers;
  const prefix = loadWorkerConfig(workerEnv).redisPrefix;

  /** The formula's value for these key lengths (expr's max, +, / are JavaScript's here). */
  const evaluate = (lengths: Record<string, number>) => {
    const names = scaled.triggers.map((t) => t.name);
    return new Function('max', ...names, `return ${formula};`)(Math.max, ...names.map((n) => lengths[n] ?? 0)) as number;
  };
  const replicas = (lengths: Record<string, number>) => Math.max(scaled.minReplicaCount, Math.ceil(evaluate(lengths) / Number(target)));

  it('keeps at least one worker', () => {
    expect(scaled.minReplicaCount).toBeGreaterThanOrEqual(1);
    expect(replicas({})).toBe(1);
  });

  it("reads BullMQ's wait and active lists (and the prioritized set) of every queue under REDIS_PREFIX", () => {
    expect(prefix).toBe('gs');
    const keys = scaled.triggers.map((t) => t.metadata.listName).sort();
    expect(keys).toEqual(
      ['generation:wait', 'generation:active', 'generation:prioritized', 'pack:wait', 'pack:active', 'render:wait', 'render:active', 'mail:wait', 'mail:active'].map((k) => `${prefix}:${k}`).sort(),
    );
    for (const trigger of scaled.triggers) {
      expect(trigger.type).toBe('redis');
      expect(formula).toContain(trigger.name);
    }
  });

  it('adds waiting and active jobs, in workers of WORKER_CONCURRENCY and RENDER_CONCURRENCY slots', () => {
    const { concurrency, renderConcurrency } = loadWorkerConfig(workerEnv);
    // Every slot busy and as many waiting: two workers' worth, not one (separate triggers would say one).
    expect(replicas({ gen_wait: concurrency, gen_active: concurrency })).toBe(2);
    // Busy slots alone keep their workers: a scale-in never counts them as idle.
    expect(replicas({ gen_active: 3 * concurrency })).toBe(3);
    expect(replicas({ gen_prioritized: concurrency + 1 })).toBe(2);
    expect(replicas({ render_wait: renderConcurrency, render_active: renderConcurrency })).toBe(2);
    expect(replicas({ pack_active: concurrency, pack_wait: 1 })).toBe(2);
    expect(replicas({ mail_wait: 9 })).toBe(3);
    // Separate pools: the busiest queue decides.
    expect(replicas({ gen_active: concurrency, render_active: renderConcurrency })).toBe(1);
  });
});

describe('the schema folder', () => {
  it('holds only the schemas the manifests use, and says where they come from', () => {
    const vendored = ['kubernetes', 'keda'].flatMap((dir) => readdirSync(join(SCHEMAS, dir)).map((file) => `${dir}/${file}`));
    expect(vendored.sort()).toEqual(Object.values(SCHEMA_FILES).sort());
    const readme = readFileSync(join(SCHEMAS, 'README.md'), 'utf8');
    for (const file of vendored) expect(readme).toContain(file.split('/')[1]!);
  });

  it('validates the manifest files as written, too (every non-patch document)', () => {
    const files = ['base/configmap.yaml', 'base/api.yaml', 'base/worker.yaml', 'base/keda.yaml', 'base/migrate/job.yaml'];
    expect(files.flatMap((file) => readYamlDocs(join(DEPLOY, file))).flatMap(problems)).toEqual([]);
  });
});

describe('the example overlay cannot be applied with placeholder secrets', () => {
  it('fails to build until the operator writes the secret files, which git ignores and the repo does not hold', () => {
    for (const file of SECRET_FILES) expect(existsSync(join(OVERLAY, file)), file).toBe(false);
    expect(() => build(OVERLAY)).toThrow(/secrets\.env does not exist/);
    expect(() => build(OVERLAY, { files: { 'secrets.env': operatorFiles['secrets.env']! } })).toThrow(/keda-redis\.env does not exist/);
    const ignored = execFileSync('git', ['check-ignore', ...SECRET_FILES.map((file) => join(OVERLAY, file))], { cwd: ROOT, encoding: 'utf8' });
    expect(ignored.trim().split('\n')).toHaveLength(SECRET_FILES.length);
  });

  it('its example files name every secret and hold no value: copied unchanged, the api refuses to start', () => {
    for (const file of SECRET_FILES) for (const [key, value] of Object.entries(parseEnvFile(exampleOf(file), file))) expect(value, `${file}: ${key}`).toBe('');
    expect(Object.keys(parseEnvFile(exampleOf('secrets.env'), 'secrets.env')).sort()).toEqual(Object.keys(secret).sort());
    const unchanged = build(OVERLAY, { files: Object.fromEntries(SECRET_FILES.map((file) => [file, exampleOf(file)])) });
    const env = { ...configMap, ...decode(find<{ data: Record<string, string> }>(unchanged, 'Secret', 'growth-suite').data) };
    expect(() => loadApiConfig(env)).toThrow(/^SESSION_SECRET is required in production/);
    expect(JSON.stringify(unchanged)).not.toMatch(/CHANGE-ME/);
  });

  it('requires the public origin: APP_URL is set by the overlay, and the base alone leaves it empty', () => {
    expect(configMap.APP_URL).toMatch(/^https:\/\//);
    expect(find<{ data: Record<string, string> }>(base, 'ConfigMap', 'growth-suite').data.APP_URL).toBe('');
    expect(() => loadApiConfig({ ...apiEnv, APP_URL: '' })).toThrow(/^APP_URL is required in production/);
  });
});

describe('the images', () => {
  /** The instructions of a Dockerfile's last stage (what the image holds and runs). */
  const finalStage = (file: string) => {
    const lines = readFileSync(join(ROOT, file), 'utf8').replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    const from = lines.map((line, i) => (/^FROM /i.test(line) ? i : -1)).filter((i) => i >= 0);
    return { stages: from.length, lines: lines.slice(from.at(-1)) };
  };

  it.each(['api/Dockerfile', 'worker/Dockerfile'])('%s: built in earlier stages, run from a slim one as the unprivileged node user', (file) => {
    const { stages, lines } = finalStage(file);
    expect(stages).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toBe('FROM node:24-bookworm-slim');
    // Nothing installed or built in the final stage: no compilers, no package manager run, no dev dependencies.
    expect(lines.filter((line) => /^RUN /i.test(line))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/apt-get|g\+\+|python3|npm ci|npm install|tsx|npx/);
    // Everything it holds comes from an earlier stage's production install or build output.
    for (const copy of lines.filter((line) => /^COPY /i.test(line))) expect(copy, copy).toMatch(/^COPY --from=(deps|build) /);
    expect(lines.filter((line) => /^USER /i.test(line))).toEqual(['USER node']);
    expect(lines.findIndex((line) => line === 'USER node')).toBeLessThan(lines.findIndex((line) => /^CMD /.test(line)));
    expect(lines.at(-1)).toMatch(/^CMD \["node", /);
    // The production install is of this workspace alone, without dev dependencies.
    const workspace = file.startsWith('api') ? '@growth-suite/api' : '@growth-suite/worker';
    expect(readFileSync(join(ROOT, file), 'utf8')).toContain(`npm ci --omit=dev --workspace ${workspace}`);
  });

  it('keeps the host\'s node_modules and build output out of the build context', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '**/dist-server', '.env', '.git']) expect(ignored).toContain(pattern);
  });

  it('the pods and the migration run as that user, with a command the image can run (no TypeScript loader in it)', () => {
    for (const doc of [...overlay, ...migrate].filter((d) => d.kind === 'Deployment' || d.kind === 'Job')) {
      const pod = (doc as PodDeployment).spec.template.spec as unknown as { securityContext: Record<string, unknown>; containers: { command?: string[] }[] };
      expect(pod.securityContext, doc.metadata.name).toMatchObject({ runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 });
      expect(JSON.stringify(pod.containers[0]!.command ?? []), doc.metadata.name).not.toMatch(/tsx|npm/);
    }
    const job = find<PodDeployment>(migrate, 'Job', 'growth-suite-migrate').spec.template.spec.containers[0] as unknown as { command: string[] };
    expect(job.command).toEqual(['node', 'packages/db/src/cli.ts', 'migrate']);
    expect(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')).toContain('command: ["node", "packages/db/src/cli.ts", "migrate"]');
  });
});
