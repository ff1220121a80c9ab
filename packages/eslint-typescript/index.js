// typescript-eslint needs TypeScript's JS compiler API (typescript <6.1). The
// root's typescript 7 is the native compiler that typecheck runs and has no JS
// API, so this package depends on typescript 6.0.3 itself: npm installs that copy
// and typescript-eslint here (packages/eslint-typescript/node_modules), apart from
// the root's, and the root eslint.config.js imports typescript-eslint from here.
export { default } from 'typescript-eslint';
// eslint-plugin-import-x (no-cycle) needs @typescript-eslint/utils, which lives here too.
export { default as importX } from 'eslint-plugin-import-x';
