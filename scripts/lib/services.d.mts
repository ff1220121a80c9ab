// Types for the plain-JS service set-up shared by `npm test`, `npm start` and the benchmark.
export function canConnect(host: string, port: number, timeoutMs?: number): Promise<boolean>;
export function ensureRedis(redisUrl: string): Promise<void>;
export function ensureMysql(databaseUrl: string): Promise<void>;
export function ensureServices(urls: { databaseUrl: string; redisUrl: string }): Promise<void>;
/** The path of a Chromium for browser tests, installed from Debian's packages when missing. */
export function ensureChromium(): string;
/** `npm test` and the benchmark: test database server and Redis up, Chromium installed; returns the server URL. */
export function prepareTestMachine(env: NodeJS.ProcessEnv): Promise<string>;
