import { describe, expect, it } from 'vitest';
import { redactUrl, sanitizeMessage, serializeError, serializeRequest } from './log-fields';

describe('redactUrl', () => {
  it.each([
    ['/api/open/team/invitation?token=abc', '/api/open/team/invitation?token=…'],
    ['/inviteMember/TOKEN-123?x=1', '/inviteMember/…?x=1'],
    [
      '/api/open/kuaishou/oauth/callback?code=abc&state=xyz',
      '/api/open/kuaishou/oauth/callback?code=…&state=…',
    ],
    ['/api/x?code=123456', '/api/x?code=…'],
    ['/api/open/member/share_url_info?id=1001', '/api/open/member/share_url_info?id=1001'],
    ['/api/x?page=2&title=secret%20words&flag', '/api/x?page=2&title=…&flag'],
    ['/api/healthz', '/api/healthz'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('serializes a request like Fastify, with the URL redacted', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/api/x?token=t',
      host: 'demo.localhost',
      ip: '10.0.0.1',
      socket: { remotePort: 5000 },
    });
    expect(logged).toEqual({
      method: 'GET',
      url: '/api/x?token=…',
      host: 'demo.localhost',
      remoteAddress: '10.0.0.1',
      remotePort: 5000,
    });
  });
});

describe('sanitizeMessage', () => {
  it('drops the query and parameters of a failed query', () => {
    expect(sanitizeMessage('Failed query: select $1\nparams: secret')).toBe('Failed query');
  });

  it('replaces what a message quotes', () => {
    expect(sanitizeMessage('value "2147483648" is out of range for type integer')).toBe(
      'value "…" is out of range for type integer',
    );
    expect(sanitizeMessage(`invalid input syntax for type integer: "x'y"`)).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(sanitizeMessage("The argument 'path' must be a string. Received 'a\u0000b'")).not.toContain(
      'a\u0000b',
    );
  });
});

describe('serializeError', () => {
  it('keeps class, code, the cause and stack frames; never params, query or detail', () => {
    const cause = Object.assign(new Error('value "999" is out of range'), {
      code: '22003',
      detail: 'Key (x)=(999)',
    });
    class DrizzleQueryError extends Error {
      params = ['secret'];
      query = 'select secret';
    }
    const err = new DrizzleQueryError('Failed query: select 1\nparams: secret', { cause });
    const logged = serializeError(err);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      cause: { type: 'Error', code: '22003', message: 'value "…" is out of range' },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/secret|999/);
  });

  it('copes with things that are not errors', () => {
    expect(serializeError('boom')).toEqual({ type: 'string', message: '', stack: '' });
  });
});
