import { describe, expect, it } from 'vitest';
import { canEdit, nextStatus, randomCardCode } from './rules';

describe('activity status transitions', () => {
  it('pauses, resumes and ends a running activity', () => {
    expect(nextStatus('active', 'pause')).toBe('paused');
    expect(nextStatus('paused', 'resume')).toBe('active');
    expect(nextStatus('active', 'end')).toBe('ended');
    expect(nextStatus('paused', 'end')).toBe('ended');
  });

  it('repeating an action is a no-op', () => {
    expect(nextStatus('paused', 'pause')).toBe('paused');
    expect(nextStatus('active', 'resume')).toBe('active');
    expect(nextStatus('ended', 'end')).toBe('ended');
  });

  it('ended is final', () => {
    expect(nextStatus('ended', 'resume')).toBeUndefined();
    expect(nextStatus('ended', 'pause')).toBeUndefined();
    expect(canEdit('ended')).toBe(false);
    expect(canEdit('paused')).toBe(true);
  });
});

describe('random card codes', () => {
  it('uses only unambiguous characters after the NFC- prefix', () => {
    const code = randomCardCode((n) => Uint8Array.from({ length: n }, (_, i) => i * 37));
    expect(code).toMatch(/^NFC-[A-HJ-NP-Z2-9]{10}$/);
  });
});
