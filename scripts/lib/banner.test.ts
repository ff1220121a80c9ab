import { describe, expect, it } from 'vitest';
import { generatedPassword, startupBanner } from './banner.mjs';

describe('the start-up block', () => {
  it('finds the password the migrate step generated', () => {
    expect(generatedPassword('[migrate] database ready\n[migrate] created the administrator account; its password (shown once): Xy7-abc_123\n')).toBe('Xy7-abc_123');
    expect(generatedPassword('[migrate] created the administrator account with ADMIN_PASSWORD')).toBeNull();
  });

  it('says where to go, how to sign in and whether results are samples', () => {
    const block = startupBanner({ url: 'http://localhost:3000', generatedPassword: 'Xy7-abc_123', passwordFromEnv: false, demo: true });
    const lines = block.split('\n');
    expect(lines[1]).toMatch(/^─+$/);
    expect(lines[2]).toBe(' Growth Suite is running at http://localhost:3000');
    expect(block).toContain('password Xy7-abc_123 (shown this once');
    expect(block).toContain('Demo mode: no OPENAI_API_KEY is set');
    expect(block).not.toContain('ADMIN_PASSWORD');
  });

  it('never prints a password the operator chose; no demo note with a key', () => {
    const block = startupBanner({ url: 'http://localhost:3000', generatedPassword: null, passwordFromEnv: true, demo: false });
    expect(block).toContain('the password in ADMIN_PASSWORD');
    expect(block).not.toContain('Demo mode');
    expect(startupBanner({ url: 'http://x', generatedPassword: null, passwordFromEnv: false, demo: false })).toContain('npm run admin:reset-password');
  });
});
