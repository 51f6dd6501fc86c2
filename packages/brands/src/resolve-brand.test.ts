import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { brandByBizid, brandFromHost } from './resolve-brand';

describe('brandFromHost', () => {
  it.each([
    ['www.vidmatrix.cn', 'vidmatrix'],
    ['vidmatrix.cn', 'vidmatrix'],
    ['WWW.JIA-VIDEO.CN', 'jia'],
    ['www.greatok.com:443', 'greatok'],
    ['api.batcut.cn', 'batcut'],
    ['www.benrunvision.cn.', 'benrunvision'],
    ['jia.localhost', 'jia'],
    ['jia.localhost:3000', 'jia'],
    ['preview.greatokrf.localhost', 'greatokrf'],
    ['localhost', 'vidmatrix'],
    ['localhost:3000', 'vidmatrix'],
    ['unknown.localhost', 'vidmatrix'],
    ['127.0.0.1:3000', 'vidmatrix'],
    ['[::1]:3000', 'vidmatrix'],
    ['evil.example.com', 'vidmatrix'],
    ['jia-video.cn.evil.com', 'vidmatrix'],
    ['', 'vidmatrix'],
    [undefined, 'vidmatrix'],
  ])('%s → %s', (host, key) => {
    expect(brandFromHost(host).key).toBe(key);
  });

  it('selects every brand by <key>.localhost', () => {
    for (const b of BRANDS) expect(brandFromHost(`${b.key}.localhost`).key).toBe(b.key);
  });
});

describe('brand registry', () => {
  it('has 13 brands with unique keys, bizids, channel ids and hosts', () => {
    expect(BRANDS).toHaveLength(13);
    for (const field of ['key', 'bizid', 'channelId', 'apiHost', 'themeColor'] as const) {
      expect(new Set(BRANDS.map((b) => b[field])).size).toBe(BRANDS.length);
    }
    expect(new Set(BRANDS.flatMap((b) => b.webHosts)).size).toBe(BRANDS.length * 2);
  });

  it('keeps both client-id mappings of spec §3', () => {
    expect(brandByBizid(1001)?.channelId).toBe(3);
    expect(brandByBizid(1002)?.channelId).toBe(18);
    expect(brandByBizid(1014)?.channelId).toBe(28);
    expect(brandByBizid(1003)).toBeUndefined();
  });
});
