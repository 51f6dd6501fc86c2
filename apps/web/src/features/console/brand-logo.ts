import { BRAND_ASSET_PATHS } from '@vidmatrix/brands/manifest';
import { svgDataUrl } from './qr-code';

let cached: Promise<string | undefined> | undefined;

/**
 * The brand's icon (served per host at /brand/icon.svg) as a data URL, so it can be embedded in
 * the downloaded SVG and drawn on the PNG canvas. Without it the QR code is still valid.
 */
export function loadBrandLogo(): Promise<string | undefined> {
  cached ??= fetch(BRAND_ASSET_PATHS.icon)
    .then((r) => (r.ok ? r.text() : undefined))
    .then((svg) => (svg ? svgDataUrl(svg) : undefined))
    .catch(() => {
      cached = undefined;
      return undefined;
    });
  return cached;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = src;
  });
}

/** Saves a blob under `name` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
