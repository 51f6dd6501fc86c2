import { describe, expect, it } from 'vitest';
import { downloadSubject, fileSubject, needsSignature, urlSigner } from './signed-urls';

const query = (signed: string) => Object.fromEntries(new URLSearchParams(signed));
const NOW = Date.UTC(2026, 10, 24, 12, 0, 30);

describe('urlSigner', () => {
  const signer = urlSigner('a-test-secret-of-16+');
  const subject = downloadSubject('jia', 100101);

  it('opens its subject for about an hour, expiry rounded up to 5 minutes (one URL for a while)', () => {
    const signed = signer.sign(subject, NOW);
    expect(signed).toMatch(/^e=\d+&s=[\w-]{22}$/);
    const { e } = query(signed);
    expect(Number(e) % 300).toBe(0);
    expect(Number(e) * 1000 - NOW).toBeGreaterThanOrEqual(3600_000);
    expect(signer.sign(subject, NOW + 60_000)).toBe(signed);
    expect(signer.check(subject, query(signed), NOW + 3599_000)).toBe(true);
    expect(signer.check(subject, query(signed), Number(e) * 1000)).toBe(false);
  });

  it('refuses another subject, another secret, a changed expiry and malformed queries', () => {
    const signed = query(signer.sign(subject, NOW));
    expect(signer.check(downloadSubject('vidmatrix', 100101), signed, NOW)).toBe(false);
    expect(signer.check(downloadSubject('jia', 100102), signed, NOW)).toBe(false);
    expect(urlSigner('another-secret-16+chars').check(subject, signed, NOW)).toBe(false);
    expect(signer.check(subject, { ...signed, e: String(Number(signed.e) + 300) }, NOW)).toBe(false);
    for (const bad of [
      undefined,
      null,
      {},
      { e: signed.e },
      { e: ['1'], s: signed.s },
      { e: '1e9', s: signed.s },
    ])
      expect(signer.check(subject, bad, NOW)).toBe(false);
  });

  it('signs videos but leaves covers and the shipped demo clips public', () => {
    expect(needsSignature('library/3/0123456789abcdef0123456789abcdef.mp4')).toBe(true);
    expect(needsSignature('library/3/0123456789abcdef0123456789abcdef.jpg')).toBe(false);
    expect(needsSignature('demo/clip-01.mp4')).toBe(false);
    expect(fileSubject('a.mp4')).not.toBe(downloadSubject('a', 1));
  });
});
