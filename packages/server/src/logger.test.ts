import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, readableMessage, resolveLogFormat } from './logger.ts';

/** A logger writing into memory; answers the lines it wrote. */
function capture(format: 'pretty' | 'json') {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const logger = createLogger('api', 'debug', { workerId: 'w-1' }, { format, destination: out });
  return { logger, lines: () => text.split('\n').filter(Boolean) };
}

describe('log format', () => {
  it('LOG_FORMAT wins; unset, a terminal gets pretty lines and anything else JSON', () => {
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
    expect(resolveLogFormat(undefined, true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false)).toBe('json');
  });

  it('json: one JSON object per line with the service, for machines', () => {
    const { logger, lines } = capture('json');
    logger.info({ method: 'GET', path: '/api/user', status: 200, ms: 3.1 }, 'request');
    const [line] = lines();
    expect(JSON.parse(line!)).toMatchObject({ level: 30, service: 'api', workerId: 'w-1', method: 'GET', path: '/api/user', msg: 'request' });
  });

  it('pretty: a short line a person reads, not JSON, without pid or hostname', () => {
    const { logger, lines } = capture('pretty');
    logger.info({ method: 'GET', path: '/api/user', status: 200, ms: 3.1 }, 'request');
    logger.warn({ jobId: 'gen-1-x' }, 'job failed');
    const [request, warning] = lines();
    expect(request).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/user 200 3\.1 ms$/);
    expect(warning).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: job failed \{"jobId":"gen-1-x"\}$/);
    expect(() => JSON.parse(request!)).toThrow();
    expect(lines().join('\n')).not.toMatch(/pid|hostname|w-1/);
  });

  it('readableMessage turns an access-log event into a request line and leaves other messages alone', () => {
    expect(readableMessage({ msg: 'request', method: 'POST', path: '/api/login', status: 429, ms: 1 }, 'msg')).toBe('POST /api/login 429 1 ms');
    expect(readableMessage({ msg: 'worker ready' }, 'msg')).toBe('worker ready');
  });
});
