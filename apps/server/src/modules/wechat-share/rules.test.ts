import { describe, expect, it } from 'vitest';
import { isPageOf } from './rules';

describe('isPageOf', () => {
  it("takes a page of the brand's origin, query and fragment included", () => {
    expect(isPageOf('https://www.jia-video.cn/PenCardPage?code=A#x', 'https://www.jia-video.cn')).toBe(true);
    expect(isPageOf('http://jia.localhost:3000/shareVideo', 'http://jia.localhost:3000')).toBe(true);
    expect(isPageOf('https://www.jia-video.cn:443/a', 'https://www.jia-video.cn')).toBe(true);
  });

  it('refuses another site, another scheme or port, and what is not a URL', () => {
    const origin = 'https://www.jia-video.cn';
    expect(isPageOf('https://evil.example/www.jia-video.cn', origin)).toBe(false);
    expect(isPageOf('https://www.jia-video.cn.evil.example/', origin)).toBe(false);
    expect(isPageOf('https://user@evil.example/', origin)).toBe(false);
    expect(isPageOf('http://www.jia-video.cn/', origin)).toBe(false);
    expect(isPageOf('https://www.jia-video.cn:8443/', origin)).toBe(false);
    expect(isPageOf('javascript:alert(1)', origin)).toBe(false);
    expect(isPageOf('not a url', origin)).toBe(false);
  });
});
