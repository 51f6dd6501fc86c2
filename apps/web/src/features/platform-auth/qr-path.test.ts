import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws a square symbol with its three finder patterns', () => {
    const { size, path } = qrPath('https://open.douyin.com/platform/oauth/connect/?client_key=k&state=s');
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    // The top-left, top-right and bottom-left corners are dark (finder patterns).
    expect(path).toContain('M0 0h1v1h-1z');
    expect(path).toContain(`M${size - 1} 0h1v1h-1z`);
    expect(path).toContain(`M0 ${size - 1}h1v1h-1z`);
  });
});
