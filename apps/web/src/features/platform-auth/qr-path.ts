import { create } from 'qrcode';

/**
 * The dark modules of a QR code for `text` as one SVG path (a unit square per module), and the
 * symbol's size: drawn by React, so no canvas and no second render after an async encode.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}
