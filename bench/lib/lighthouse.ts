// Lighthouse (issue: outside testers' phone findings): the performance score and the layout shift of
// the pages a visitor and a user meet first — /auth, the dashboard, a tool page and a shared result —
// with Lighthouse's default mobile throttling and its desktop preset, in the system Chromium.
// Scores move with what else runs on the machine: the median of a few runs per page is reported.
//
// Lighthouse and its ~170 packages are not in the repo's install (npm ci): only this section needs them.
// They live in bench/lighthouse with a lockfile of their own, installed there the first time it runs.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, round } from './stats.ts';

const HOME = new URL('../lighthouse/', import.meta.url);

/** The parts of Lighthouse's report and flags read here (its own types come with the package). */
interface Flags {
  port: number;
  output: 'json';
  logLevel: 'error';
  onlyCategories: string[];
  extraHeaders?: Record<string, string>;
  throttling?: Record<string, number>;
}
interface Report {
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
}
/** One row of Lighthouse's `network-requests` audit. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}
type Lighthouse = (url: string, flags: Flags, config?: unknown) => Promise<{ lhr: Report } | undefined>;
interface Chrome {
  port: number;
  kill(): void;
}

/** Lighthouse and chrome-launcher from bench/lighthouse, installed from its lockfile when missing. */
async function load() {
  if (!existsSync(new URL('node_modules/lighthouse/package.json', HOME))) {
    console.log('[bench] installing Lighthouse into bench/lighthouse (first run of this section)');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: HOME, stdio: 'inherit' });
  }
  // Computed specifiers: the packages are resolved from bench/lighthouse, not from the workspace.
  const from = (path: string) => new URL(`node_modules/${path}`, HOME).href;
  const { default: lighthouse, desktopConfig } = (await import(from('lighthouse/core/index.js'))) as { default: Lighthouse; desktopConfig: unknown };
  const { throttling } = (await import(from('lighthouse/core/config/constants.js'))) as { throttling: { mobileSlow4G: Record<string, number> } };
  const { launch } = (await import(from('chrome-launcher/dist/index.js'))) as { launch(options: { chromePath: string; chromeFlags: string[] }): Promise<Chrome> };
  return { lighthouse, desktopConfig, mobileThrottling: throttling.mobileSlow4G, launch };
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthousePage {
  name: string;
  url: string;
  /** The session cookie of a signed-in user, for pages behind sign-in. */
  cookie?: string;
}

/**
 * The forms a page is measured in: `mobile` is Lighthouse's default (its network throttling and a 4× CPU
 * slowdown, which assumes a host of a given speed); `mobile-calibrated` is the same with the CPU slowdown
 * Lighthouse's own calculator gives for this host's index (see cpuSlowdownFor); `desktop` its desktop preset.
 */
export type LighthouseForm = 'mobile' | 'mobile-calibrated' | 'desktop';

/**
 * The CPU slowdown that makes this host behave as Lighthouse's reference mid-tier phone, from its
 * BenchmarkIndex: the piecewise-linear fit of Lighthouse's CPU throttling calculator, which its throttling
 * guide points to for hosts unlike the one the default 4× assumes (1300 → 3×, 1533 → 4×, 2000 → 6×;
 * 800 → 2×; 150 → 1×). A fast host is slowed more than 4×, a slow one less.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export interface LighthouseFigure {
  page: string;
  form: LighthouseForm;
  /** The CPU slowdown the mobile forms ran with (1 on desktop). */
  cpuSlowdown: number;
  /** 0–100, Lighthouse's performance category. */
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The JavaScript the page loaded, as Lighthouse recorded it: bytes over the wire (compressed) and
   * uncompressed, and the number of files. Unlike the timings it does not depend on the machine's load.
   */
  jsTransferKb: number;
  jsKb: number;
  jsFiles: number;
  /**
   * Lighthouse's own measure of the host CPU (its BenchmarkIndex). Its default mobile throttling slows
   * the CPU 4× on the assumption of a fast desktop host; at or below 1000 Lighthouse warns that the
   * host is slower than that and its scores read low. Reported so a figure says what machine it is from.
   */
  hostCpuIndex: number;
}

export async function measureLighthouse(pages: readonly LighthousePage[], runs = 5, forms: readonly LighthouseForm[] = ['mobile', 'mobile-calibrated', 'desktop']): Promise<LighthouseFigure[]> {
  const { lighthouse, desktopConfig, mobileThrottling, launch } = await load();
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      // The host's index as read by this page's latest runs: the calibrated form's slowdown comes from it.
      let hostIndex = Number.NaN;
      for (const form of forms) {
        if (form === 'mobile-calibrated' && !Number.isFinite(hostIndex)) {
          hostIndex = (await audit(() => lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }), page.url)).environment.benchmarkIndex;
        }
        const cpuSlowdown = form === 'desktop' ? 1 : form === 'mobile' ? Number(mobileThrottling.cpuSlowdownMultiplier) : round(cpuSlowdownFor(hostIndex), 2);
        const samples: Omit<LighthouseFigure, 'page' | 'form' | 'cpuSlowdown' | 'jsTransferKb' | 'jsKb' | 'jsFiles'>[] = [];
        let scripts: NetworkRequest[] = [];
        for (let run = 0; run < runs; run += 1) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
            ...(form === 'mobile-calibrated' ? { throttling: { ...mobileThrottling, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
          };
          const lhr = await audit(() => lighthouse(page.url, flags, form === 'desktop' ? desktopConfig : undefined), page.url);
          const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
          samples.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            cls: value('cumulative-layout-shift'),
            lcpMs: value('largest-contentful-paint'),
            tbtMs: value('total-blocking-time'),
            hostCpuIndex: lhr.environment.benchmarkIndex,
          });
          scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script');
          if (form === 'mobile') hostIndex = lhr.environment.benchmarkIndex;
          // LIGHTHOUSE_REPORTS=<dir>: each run's whole report, to read where the time went.
          if (process.env.LIGHTHOUSE_REPORTS) writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${page.name.replace(/\W+/g, '-')}-${form}-${run}.json`), JSON.stringify(lhr));
        }
        figures.push({
          page: page.name,
          form,
          cpuSlowdown,
          score: median(samples.map((s) => s.score)),
          cls: round(median(samples.map((s) => s.cls)), 3),
          lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
          tbtMs: Math.round(median(samples.map((s) => s.tbtMs))),
          hostCpuIndex: Math.round(median(samples.map((s) => s.hostCpuIndex))),
          // The last run's (the same files every run).
          jsTransferKb: round(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024, 1),
          jsKb: round(scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0) / 1024, 1),
          jsFiles: scripts.length,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/**
 * One Lighthouse run. A trace Chromium recorded badly (NO_NAVSTART and the like: "Please run
 * Lighthouse again", says Lighthouse) is run again, twice at most.
 */
async function audit(run: () => ReturnType<Lighthouse>, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = (await run())?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 3) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  }
}
