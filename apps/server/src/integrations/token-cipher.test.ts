import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('TokenCipher', () => {
  it('round-trips and never stores the plain text', () => {
    const cipher = new TokenCipher([key('k1')]);
    const stored = cipher.encrypt('act.secret-token', 'platform_accounts.access:1');
    expect(stored).not.toContain('secret');
    expect(cipher.decrypt(stored, 'k1', 'platform_accounts.access:1')).toBe('act.secret-token');
  });

  it('refuses another row’s context, an altered value and an unknown key', () => {
    const cipher = new TokenCipher([key('k1')]);
    const stored = cipher.encrypt('abc', 'ctx:1');
    expect(() => cipher.decrypt(stored, 'k1', 'ctx:2')).toThrow();
    const bytes = Buffer.from(stored, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(bytes.toString('base64url'), 'k1', 'ctx:1')).toThrow();
    expect(() => cipher.decrypt(stored, 'k9', 'ctx:1')).toThrow(/not configured/);
  });

  it('rotation: a new first key encrypts, the old one still decrypts', () => {
    const old = key('k1');
    const before = new TokenCipher([old]).encrypt('v', 'c');
    const rotated = new TokenCipher([key('k2'), old]);
    expect(rotated.currentKeyId).toBe('k2');
    expect(rotated.decrypt(before, 'k1', 'c')).toBe('v');
  });
});
