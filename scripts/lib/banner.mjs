// The block `npm start` prints once the api listens: where to go, how to sign in, and whether the
// results are real. It is the first thing a person needs, so it stands apart from the logs.

/** The generated password from the migrate step's output, if it made one (shown once). */
export function generatedPassword(output) {
  return /password \(shown once\): (\S+)/.exec(output)?.[1] ?? null;
}

/**
 * @param {{ url: string; generatedPassword: string | null; passwordFromEnv: boolean; demo: boolean }} facts
 * @returns {string}
 */
export function startupBanner({ url, generatedPassword: password, passwordFromEnv, demo }) {
  const signIn = password
    ? `Sign in as administrator with the password ${password} (shown this once; change it under Admin → Users).`
    : passwordFromEnv
      ? 'Sign in as administrator with the password in ADMIN_PASSWORD.'
      : 'Sign in as administrator (password set on the first start; `npm run admin:reset-password` makes a new one).';
  const lines = [
    `Growth Suite is running at ${url}`,
    signIn,
    ...(demo ? ['Demo mode: no OPENAI_API_KEY is set, so results are sample text (set one in .env for real results).'] : []),
    'Logs follow. Ctrl-C stops everything.',
  ];
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((line) => line.length)) + 2));
  return ['', rule, ...lines.map((line) => ` ${line}`), rule, ''].join('\n');
}
