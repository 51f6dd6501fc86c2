import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { logoBox, QUIET_ZONE, qrFileName, qrMatrix, qrSvg } from './qr-code';

const URL_TEXT =
  'http://vidmatrix.localhost:4323/distribution_auto?id=10001&activity_id=10001&platform=wechat';

/** Rasterises the matrix at `scale` px per module, with the logo box (and its pad) painted over. */
function raster(text: string, scale: number, coverLogo: boolean) {
  const m = qrMatrix(text);
  const total = m.size + QUIET_ZONE * 2;
  const px = total * scale;
  const data = new Uint8ClampedArray(px * px * 4).fill(255);
  const box = logoBox(m.size);
  for (let y = 0; y < px; y++) {
    for (let x = 0; x < px; x++) {
      const col = Math.floor(x / scale) - QUIET_ZONE;
      const row = Math.floor(y / scale) - QUIET_ZONE;
      let dark = row >= 0 && col >= 0 && row < m.size && col < m.size && m.dark(row, col);
      const mx = x / scale;
      const my = y / scale;
      const inLogo =
        mx >= box.x - box.pad &&
        mx <= box.x + box.side + box.pad &&
        my >= box.y - box.pad &&
        my <= box.y + box.side + box.pad;
      // The worst case for the logo: a solid dark block over the middle.
      if (coverLogo && inLogo) dark = true;
      if (dark) data.fill(0, (y * px + x) * 4, (y * px + x) * 4 + 3);
    }
  }
  return { data, px };
}

describe('QR code with a logo', () => {
  it('still decodes to the exact URL with the middle covered', () => {
    const { data, px } = raster(URL_TEXT, 4, true);
    expect(jsQR(data, px, px)?.data).toBe(URL_TEXT);
  });

  it('SVG has the modules, the quiet zone and the embedded logo', () => {
    const m = qrMatrix(URL_TEXT);
    const svg = qrSvg(m, 'data:image/svg+xml,LOGO');
    expect(svg).toContain(`viewBox="0 0 ${m.size + 8} ${m.size + 8}"`);
    expect(svg).toContain('href="data:image/svg+xml,LOGO"');
    expect(svg.match(/h1v1h-1z/g)!.length).toBeGreaterThan(m.size * 4);
    expect(qrSvg(m, undefined)).not.toContain('<image');
  });

  it('file names carry the title and platform without unsafe characters', () => {
    expect(qrFileName('Spring: 2/3 "sale"', 'wechat', 'png')).toBe('Spring_ 2_3 _sale_-wechat.png');
  });
});
