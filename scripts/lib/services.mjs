// Makes sure the local MySQL/MariaDB and Redis the product needs are up, so that
// `npm start` and `npm test` work on a fresh machine. Only servers on this
// machine are started; a remote DATABASE_URL or REDIS_URL is left alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function canConnect(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await canConnect(host, port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function run(cmd, args) {
  return spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

function hasCommand(cmd) {
  return run('sh', ['-c', `command -v ${cmd}`]).status === 0;
}

export async function ensureRedis(redisUrl) {
  const url = new URL(redisUrl);
  const host = url.hostname;
  const port = Number(url.port || 6379);
  if (await canConnect(host, port)) return;
  if (!LOCAL_HOSTS.has(host)) throw new Error(`Redis at ${host}:${port} is not reachable: start it or fix REDIS_URL`);
  if (!hasCommand('redis-server')) {
    throw new Error(`Redis is not running on ${host}:${port} and redis-server is not installed: install Redis (apt-get install -y redis-server) or set REDIS_URL`);
  }
  console.log(`[services] starting Redis on port ${port}`);
  run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no']);
  if (!(await waitFor(host, port, 10))) throw new Error(`Redis did not start on ${host}:${port}`);
}

export async function ensureMysql(databaseUrl) {
  const url = new URL(databaseUrl);
  const host = url.hostname;
  const port = Number(url.port || 3306);
  if (!(await canConnect(host, port))) {
    if (!LOCAL_HOSTS.has(host)) throw new Error(`MySQL at ${host}:${port} is not reachable: start it or fix DATABASE_URL`);
    const daemon = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((p) => existsSync(p));
    if (!daemon) {
      throw new Error(`MySQL is not running on ${host}:${port} and no server is installed: install MariaDB (apt-get install -y mariadb-server) or set DATABASE_URL`);
    }
    console.log(`[services] starting ${daemon.split('/').pop()} on port ${port}`);
    mkdirSync('/run/mysqld', { recursive: true });
    run('chown', ['mysql:mysql', '/run/mysqld']);
    run('start-stop-daemon', ['--start', '--oknodo', '--background', '--chuid', 'mysql', '--exec', daemon, '--', '--user=mysql']);
    if (!(await waitFor(host, port, 30))) throw new Error(`MySQL did not start on ${host}:${port}`);
  }
  allowRootOverTcp(url);
}

// Debian's MariaDB lets root in only through the unix socket (error 1698 over
// TCP). The default URL logs in as root without a password, so allow that too.
function allowRootOverTcp(url) {
  if (decodeURIComponent(url.username) !== 'root' || url.password || !LOCAL_HOSTS.has(url.hostname)) return;
  if (!hasCommand('mariadb')) return;
  const probe = run('mariadb', ['-h', '127.0.0.1', '-P', url.port || '3306', '-u', 'root', '-e', 'SELECT 1']);
  if (probe.status === 0 || !/1698|Access denied/.test(probe.stderr)) return;
  console.log('[services] allowing root@localhost over TCP with an empty password (development database)');
  run('mariadb', ['-e', "ALTER USER root@localhost IDENTIFIED VIA mysql_native_password USING PASSWORD('') OR unix_socket"]);
}

export async function ensureServices({ databaseUrl, redisUrl }) {
  await ensureMysql(databaseUrl);
  await ensureRedis(redisUrl);
}

/**
 * What `npm test` and `npm run bench` need: the test MySQL/MariaDB server and Redis up, and a
 * Chromium (its path goes to CHROMIUM_PATH) and pdftoppm. Returns the test database server URL.
 */
export async function prepareTestMachine(env) {
  const serverUrl = env.TEST_DATABASE_SERVER_URL ?? 'mysql://root@127.0.0.1:3306';
  await ensureServices({ databaseUrl: `${serverUrl}/mysql`, redisUrl: env.REDIS_URL });
  process.env.CHROMIUM_PATH = ensureChromium();
  // A browser test turns an exported PDF into pictures of its pages to look at them.
  fromDebian('/usr/bin/pdftoppm', 'poppler-utils', 'pdftoppm');
  return serverUrl;
}

// Browser tests need a Chromium; Debian's package is used (no browser downloads).
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return fromDebian(path, 'chromium', 'Chromium', ' or set CHROMIUM_PATH');
}

let aptUpdated = false;

/** `path`, installed from Debian's package `pkg` when it is missing (as root, with apt-get; else an error that says how). */
function fromDebian(path, pkg, what, otherwise = '') {
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    throw new Error(`${what} is missing at ${path}: install it (sudo apt-get install -y ${pkg})${otherwise}`);
  }
  console.log(`[services] installing ${what} from Debian packages (one time)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  aptUpdated = true;
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync(path)) throw new Error(`Installing ${what} failed: run apt-get install -y ${pkg}`);
  return path;
}
