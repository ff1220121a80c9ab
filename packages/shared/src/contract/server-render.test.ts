// The built index.html as the api's template: each place the api fills or rewrites is found, or named;
// and a drawn page put into it whole.
import { describe, expect, it } from 'vitest';
import { isClientPage, pageHtml, shellTemplate, templateProblems } from './server-render.ts';

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

describe('pageHtml', () => {
  // The template as the api prepares it for drawn pages: the app's code asked for by boot.js.
  const shell = {
    template: `<html><head><title>Growth Suite</title><link rel="stylesheet" href="/assets/index.css"><!--app-head--><script defer src="/boot.js" data-entry="/assets/index.js" data-preload="/assets/vendor.js"></script></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`,
    chunks: { auth: ['/assets/auth.js', '/assets/vendor.js', '/assets/auth.css', '/assets/index.css'] },
  };
  const page = { html: '<title>Sign In</title><meta name="description" content="d"><form>…</form>', styles: '.a{}', state: '{"x":"</script><b>"}', screens: ['auth'] };

  it("puts the page, its head elements and styles, and its answers in place, the page's title instead of the template's", () => {
    const html = pageHtml(shell, page);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sign In</title><meta name="description" content="d"><style>.a{}</style>');
    // Or its styles linked, not carried.
    const linked = pageHtml(shell, page, '/drawn-styles/x.css');
    expect(linked).toContain('<meta name="description" content="d"><link rel="stylesheet" href="/drawn-styles/x.css">');
    expect(linked).not.toContain('.a{}');
    expect(html).toContain('<div id="root" inert><form>…</form></div>');
    // No answer can close the script element that carries it.
    expect(html).toContain('<script type="application/json" id="server-state">{"x":"\\u003c/script>\\u003cb>"}</script>');
    expect(html).not.toContain('<!--app-');
  });

  it("lists the drawn screens' chunks the app's code does not already ask for, and links their styles in the head once", () => {
    const html = pageHtml(shell, page);
    expect(html).toContain('data-preload="/assets/vendor.js" data-screens="/assets/auth.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/auth.css">');
    expect(html.match(/index\.css/g)).toHaveLength(1);
  });
});

describe("the client's pages' template", () => {
  it('is for exactly the two routes of a token, nothing under or beside them', () => {
    for (const path of ['/s/abc', '/p/abc_-9', '/p/abc/']) expect(isClientPage(path)).toBe(true);
    for (const path of ['/s/', '/p', '/s/abc/more', '/sx/abc', '/', '/auth', '/proposals']) expect(isClientPage(path)).toBe(false);
  });

  it("is used for a client's page when the build made one, the app's otherwise", () => {
    const shell = { template: 'app', clientTemplate: 'client', chunks: {} };
    expect(shellTemplate(shell, '/p/abc')).toBe('client');
    expect(shellTemplate(shell, '/s/abc')).toBe('client');
    expect(shellTemplate(shell, '/history')).toBe('app');
    expect(shellTemplate({ template: 'app', chunks: {} }, '/p/abc')).toBe('app');
  });

  it('needs no session preload (the client page asks nobody who is signed in), the app template does', () => {
    const lean = BUILT.replace(/<link rel="preload" href="\/api\/session"[^>]*>/, '');
    expect(templateProblems(lean, { session: false })).toEqual([]);
    expect(templateProblems(lean)).not.toEqual([]);
  });
});
