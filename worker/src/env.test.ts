import { ConfigError } from '@growth-suite/server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('the public origin reminders are built on (APP_URL)', () => {
  it('is required in production when the worker sends mail, and never guessed there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test', SESSION_SECRET: 'x'.repeat(32) })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/APP_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://app.example.com/' }).appUrl).toBe('https://app.example.com');
  });
  it('is not needed by a production worker without mail; in development it is the api’s own address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
    expect(loadConfig({ PORT: '3456' }).appUrl).toBe('http://localhost:3456');
  });
});
