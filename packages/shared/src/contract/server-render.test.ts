// The built index.html as the api's template: each place the api fills or rewrites is found, or named.
import { describe, expect, it } from 'vitest';
import { templateProblems } from './server-render.ts';

const BUILT = `<!doctype html><html><head><title>Growth Suite</title>
<link rel="preload" href="/api/session" as="fetch" crossorigin="use-credentials" />
<!--app-head-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"><!--app-html--></div>
<!--app-state-->
</body></html>`;

describe('templateProblems', () => {
  it('finds nothing wrong with a template as Vite builds it', () => {
    expect(templateProblems(BUILT)).toEqual([]);
  });

  it.each([
    ['head', BUILT.replace('<!--app-head-->', '')],
    ['root', BUILT.replace('<div id="root"><!--app-html-->', '<div id="app"><!--app-html-->')],
    ['state', BUILT.replace('<!--app-state-->', '<!-- app-state -->')],
    ['entry', BUILT.replace('<script type="module" crossorigin', '<script type="module"')],
    ['entry', BUILT.replace('</head>', '<script type="module" crossorigin src="/assets/other.js"></script></head>')],
    ['session', BUILT.replace(/<link rel="preload"[^>]*>/, '')],
    ['head', BUILT.replace('<!--app-head-->', '<!--app-head--><!--app-head-->')],
  ])('names a missing or doubled %s', (name, html) => {
    const problems = templateProblems(html);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}:`));
  });
});
