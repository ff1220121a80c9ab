// Lighthouse (issue: outside testers' phone findings): the performance score and the layout shift of
// the pages a visitor and a user meet first — /auth, the dashboard, a tool page and a shared result —
// with Lighthouse's default mobile throttling and its desktop preset, in the system Chromium.
// Scores move with what else runs on the machine: the median of a few runs per page is reported.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { median, round } from './stats.ts';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthousePage {
  name: string;
  url: string;
  /** The session cookie of a signed-in user, for pages behind sign-in. */
  cookie?: string;
}

export interface LighthouseFigure {
  page: string;
  form: 'mobile' | 'desktop';
  /** 0–100, Lighthouse's performance category. */
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's own measure of the host CPU (its BenchmarkIndex). Its default mobile throttling slows
   * the CPU 4× on the assumption of a fast desktop host; at or below 1000 Lighthouse warns that the
   * host is slower than that and its scores read low. Reported so a figure says what machine it is from.
   */
  hostCpuIndex: number;
}

export async function measureLighthouse(pages: readonly LighthousePage[], runs = 5, forms: readonly ('mobile' | 'desktop')[] = ['mobile', 'desktop']): Promise<LighthouseFigure[]> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      for (const form of forms) {
        const samples: Omit<LighthouseFigure, 'page' | 'form'>[] = [];
        for (let run = 0; run < runs; run += 1) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          };
          const lhr = await audit(page.url, flags, form);
          const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
          samples.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            cls: value('cumulative-layout-shift'),
            lcpMs: value('largest-contentful-paint'),
            tbtMs: value('total-blocking-time'),
            hostCpuIndex: lhr.environment.benchmarkIndex,
          });
        }
        figures.push({
          page: page.name,
          form,
          score: median(samples.map((s) => s.score)),
          cls: round(median(samples.map((s) => s.cls)), 3),
          lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
          tbtMs: Math.round(median(samples.map((s) => s.tbtMs))),
          hostCpuIndex: Math.round(median(samples.map((s) => s.hostCpuIndex))),
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
async function audit(url: string, flags: Flags, form: 'mobile' | 'desktop') {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = (await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined))?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 3) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  }
}
