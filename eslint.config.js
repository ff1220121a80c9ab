// ESLint for the whole repo (`npm run lint`, also a step of `npm test`).
// typescript-eslint comes from packages/eslint-typescript, which carries the JS
// TypeScript API (typescript 6.0.3) that typescript-eslint needs; the root's
// typescript 7 (native `tsc`, no JS API) stays the one typecheck runs. The root
// package.json's override of ts-api-utils' typescript keeps that helper of
// typescript-eslint beside the 6.0.3 copy too (it would otherwise be hoisted next
// to typescript 7 and fail to load).
// Rules: the recommended sets, not the type-aware ones: those need a TypeScript
// program per tsconfig and made a lint run about 7x slower (≈45 s instead of ≈7 s).
// jsx-a11y is eslint-plugin-jsx-a11y-x: the same rules and recommended set as eslint-plugin-jsx-a11y,
// without its ~80 packages of polyfills for old engines. It is registered under the name `jsx-a11y`,
// so the rules (and the disable comments in web/src) keep their names.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint, { importX } from '@growth-suite/eslint-typescript';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**', '.tmp/**', '.turbo/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading `_` marks a binding kept on purpose: a field left out of a rest object, a typed mock's parameter.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The page's starter (web/public/boot.js): a classic script, served as it is, for the browser.
  { files: ['web/public/**/*.js'], languageOptions: { sourceType: 'script', globals: { ...globals.browser } } },
  // The SPA's sources (not its Playwright specs or Node-side configs): browser globals, React Hooks
  // (rules-of-hooks, exhaustive-deps and the compiler-backed rules; warnings fail `npm run lint`) and jsx-a11y.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/e2e/**', 'web/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/e2e/**', 'web/*.ts'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: Object.fromEntries(Object.entries(jsxA11y.configs.recommended.rules).map(([rule, level]) => [rule.replace(/^jsx-a11y-x\//, 'jsx-a11y/'), level])),
    languageOptions: { ...jsxA11y.configs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  // No import cycles anywhere: a cycle makes module load order matter and hides which module owns what.
  // import-x resolves each import (workspace packages through their package.json exports) and
  // follows the graph; `npm run lint` fails on the first cycle.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The SPA's dependency direction: app → features → components/lib. Shared code never reaches up
  // into a feature, and a feature uses another one only through lib/ (auth, site settings, meta, tools).
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features/', message: 'components/ and lib/ never import features/: move what both need into lib/ or components/.' }] }],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[^.]', message: 'A feature never imports another feature: share it through lib/ or components/.' }] }],
    },
  },
  // The browser-safe package stays browser-safe: Node built-ins and server packages belong in packages/server.
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(node:|ioredis$|bullmq$|pino$|prom-client$|@growth-suite/(server|db)$)', message: 'packages/shared runs in the browser too: server-only code goes in packages/server.' }] }],
    },
  },
);
