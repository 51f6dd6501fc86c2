import QRCode from 'qrcode';

/** The dark modules of a QR symbol, row by row, without the quiet zone. */
export interface QrMatrix {
  size: number;
  dark: (row: number, col: number) => boolean;
}

/** Modules of white margin around the symbol: the standard's quiet zone, needed by scanners. */
export const QUIET_ZONE = 4;
/**
 * Width of the logo as a share of the symbol. Level H restores up to 30 % of the codewords; a
 * logo of 22 % of the width covers under 5 % of the modules (plus its white pad), well inside.
 */
const LOGO_SHARE = 0.22;

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

/** The logo box, in modules of the full image (quiet zone included): centred, square. */
export function logoBox(size: number): { x: number; y: number; side: number; pad: number } {
  const total = size + QUIET_ZONE * 2;
  const side = size * LOGO_SHARE;
  const pad = side * 0.12;
  return { x: (total - side) / 2, y: (total - side) / 2, side, pad };
}

/**
 * The QR code as an SVG document, each dark module a unit square of one path, with the logo
 * image (a data URL) embedded in the middle on a white pad. Vector: it prints sharp at any size.
 */
export function qrSvg(matrix: QrMatrix, logoDataUrl: string | undefined): string {
  const total = matrix.size + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.dark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const { x, y, side, pad } = logoBox(matrix.size);
  const logo = logoDataUrl
    ? `<rect x="${x - pad}" y="${y - pad}" width="${side + pad * 2}" height="${side + pad * 2}" rx="${pad}" fill="#fff"/>` +
      `<image x="${x}" y="${y}" width="${side}" height="${side}" href="${logoDataUrl}" xlink:href="${logoDataUrl}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${total} ${total}" width="1024" height="1024" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#fff"/><path d="${path}" fill="#000"/>${logo}</svg>`
  );
}

/** Draws the QR code with the logo on a canvas context of `px` × `px` (for the PNG download). */
export function drawQr(
  ctx: CanvasRenderingContext2D,
  matrix: QrMatrix,
  px: number,
  logo: CanvasImageSource | undefined,
): void {
  const total = matrix.size + QUIET_ZONE * 2;
  const unit = px / total;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, px, px);
  ctx.fillStyle = '#000';
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      // Whole pixels: sub-pixel edges would blur into grey seams between modules.
      if (!matrix.dark(row, col)) continue;
      const left = Math.round((col + QUIET_ZONE) * unit);
      const top = Math.round((row + QUIET_ZONE) * unit);
      ctx.fillRect(
        left,
        top,
        Math.round((col + QUIET_ZONE + 1) * unit) - left,
        Math.round((row + QUIET_ZONE + 1) * unit) - top,
      );
    }
  }
  if (!logo) return;
  const { x, y, side, pad } = logoBox(matrix.size);
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.roundRect(
    (x - pad) * unit,
    (y - pad) * unit,
    (side + pad * 2) * unit,
    (side + pad * 2) * unit,
    pad * unit,
  );
  ctx.fill();
  ctx.drawImage(logo, x * unit, y * unit, side * unit, side * unit);
}

/** A file name for the download: the activity title and platform, without characters file systems refuse. */
export function qrFileName(title: string, platform: string, ext: 'png' | 'svg'): string {
  const safe = [...`${title}-${platform}`]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/_+/g, '_')
    .trim()
    .slice(0, 100);
  return `${safe || 'qr'}.${ext}`;
}

/** An SVG text as a data URL (UTF-8 safe), for `<img>` and for embedding in another SVG. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
