import { ConfigError } from '@growth-suite/server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults for development, with a warning about the session secret', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: 'mysql://root@127.0.0.1:3306/growth_suite', aiProvider: 'demo' });
    expect(config.warnings[0]).toMatch(/SESSION_SECRET is not set/);
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^SESSION_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://app.example.com' }).warnings).toEqual([]);
  });

  it('takes every link’s origin from APP_URL: required in production, the api’s own address in development', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/^APP_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://app.example.com/' }).appUrl).toBe('https://app.example.com');
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:8080' }).appUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({}).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    for (const bad of ['app.example.com', 'ftp://app.example.com', 'https://app.example.com/growth', 'https://user:pw@app.example.com', 'https://app.example.com/?x=1']) {
      expect(() => loadConfig({ APP_URL: bad }), bad).toThrow(/^APP_URL must be the public address people open the app at/);
    }
  });

  it('names the variable that is wrong in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a whole number from 0 to 65535. Fix it in .env or the environment.');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/^DATABASE_URL must be a mysql:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'nonsense' })).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ AI_PROVIDER: 'gpt' })).toThrow('AI_PROVIDER must be "openai" or "demo", not "gpt".');
  });

  it('uses the openai provider when a key is set, unless demo is asked for', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x' }).aiProvider).toBe('openai');
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'demo' }).aiProvider).toBe('demo');
  });

  it('refuses a generation wait too short to leave any job a deadline, and reads the proxy hops', () => {
    expect(() => loadConfig({ GENERATION_WAIT_MS: '500' })).toThrow(/^GENERATION_WAIT_MS/);
    expect(loadConfig({}).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' })).toMatchObject({ trustProxy: true, trustProxyHops: 2 });
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '0' })).toThrow(/^TRUST_PROXY_HOPS/);
  });
});
