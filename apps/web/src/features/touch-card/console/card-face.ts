import QRCode from 'qrcode';

/**
 * The printable face of a touch card (issue 14, "beyond the spec"): many phones have NFC
 * switched off, so the card also carries the QR code of the same short URL (`/n/<code>`).
 * Drawn in the browser on a canvas at print resolution; the PDF embeds that image (pdfme's pdf-lib,
 * loaded on click), which keeps CJK titles exact without embedding a font in the PDF.
 */

/** ISO/IEC 7810 ID-1, the size of a bank card and of the NFC cards merchants buy. */
const CARD_MM = { width: 85.6, height: 54 } as const;
/** Print resolution: 300 dots per inch. */
const DPI = 300;
const MM_PER_INCH = 25.4;
const POINTS_PER_INCH = 72;

export const CARD_PX = {
  width: Math.round((CARD_MM.width / MM_PER_INCH) * DPI),
  height: Math.round((CARD_MM.height / MM_PER_INCH) * DPI),
};

/** The card's size in PDF points (1/72 inch). */
export const CARD_POINTS = {
  width: (CARD_MM.width / MM_PER_INCH) * POINTS_PER_INCH,
  height: (CARD_MM.height / MM_PER_INCH) * POINTS_PER_INCH,
};

interface CardFaceText {
  /** The shop's title (the store page's title, else the card's label). */
  title: string;
  /** One line under the title: the main business. */
  subtitle: string;
  /** "Tap with your phone, or scan" in the merchant's language. */
  hint: string;
  /** The brand's name, printed small in the corner. */
  brand: string;
}

export interface CardFaceInput extends CardFaceText {
  /** The full short URL the QR code holds: `<origin>/n/<code>`. */
  url: string;
  /** The brand's colour for text on white (`inkColor`: 4.5:1 on white, white on it). */
  color: string;
  /** The brand's icon, drawn beside its name; the face is complete without it. */
  logo?: CanvasImageSource;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where everything goes on a `width` × `height` face: a brand-coloured panel on the left with
 * the texts, the QR code on white on the right. The QR keeps a quiet zone of 4 modules (the
 * code draws it) and fills the card's height less a margin, so a phone reads it from 20 cm.
 */
export function cardFaceLayout(width: number, height: number) {
  const margin = Math.round(height * 0.07);
  const qrSide = height - margin * 2;
  const qr: Box = { x: width - margin - qrSide, y: margin, w: qrSide, h: qrSide };
  const panel: Box = { x: 0, y: 0, w: qr.x - margin, h: height };
  const pad = Math.round(height * 0.08);
  const inner: Box = { x: panel.x + pad, y: pad, w: panel.w - pad * 2, h: height - pad * 2 };
  return { qr, panel, inner, titleSize: Math.round(height * 0.11), smallSize: Math.round(height * 0.055) };
}

/**
 * Splits `text` into at most `maxLines` lines no wider than `maxWidth` (as `measure` says),
 * breaking between characters so CJK titles without spaces wrap too; a cut line ends in "…".
 */
export function fitLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (s: string) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  const chars = [...text.trim()];
  for (let i = 0; i < chars.length; i++) {
    const next = line + chars[i];
    if (measure(next) <= maxWidth || line === '') {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      let cut = line;
      while (cut && measure(`${cut}…`) > maxWidth) cut = [...cut].slice(0, -1).join('');
      lines.push(`${cut}…`);
      return lines;
    }
    lines.push(line.trimEnd());
    line = chars[i]!.trimStart();
  }
  if (line) lines.push(line);
  return lines;
}

const FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif';

/** Paints the face on `ctx` (the canvas is `CARD_PX` or any size of the same ratio). */
async function drawCardFace(ctx: CanvasRenderingContext2D, input: CardFaceInput): Promise<void> {
  const { width, height } = ctx.canvas;
  const layout = cardFaceLayout(width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = input.color;
  ctx.fillRect(layout.panel.x, layout.panel.y, layout.panel.w, layout.panel.h);

  const { inner, titleSize, smallSize } = layout;
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'top';
  // The brand in the top corner, with its icon when it loaded.
  let brandX = inner.x;
  if (input.logo) {
    ctx.drawImage(input.logo, inner.x, inner.y, smallSize * 1.4, smallSize * 1.4);
    brandX += smallSize * 1.8;
  }
  ctx.font = `600 ${smallSize}px ${FONT}`;
  ctx.fillText(input.brand, brandX, inner.y + smallSize * 0.2, inner.w - (brandX - inner.x));

  ctx.font = `700 ${titleSize}px ${FONT}`;
  const titleLines = fitLines(input.title, inner.w, 2, (s) => ctx.measureText(s).width);
  let y = inner.y + smallSize * 3;
  for (const line of titleLines) {
    ctx.fillText(line, inner.x, y);
    y += titleSize * 1.25;
  }
  ctx.font = `400 ${smallSize}px ${FONT}`;
  for (const line of fitLines(input.subtitle, inner.w, 2, (s) => ctx.measureText(s).width)) {
    ctx.fillText(line, inner.x, y + smallSize * 0.3);
    y += smallSize * 1.35;
  }
  ctx.textBaseline = 'bottom';
  ctx.font = `600 ${smallSize}px ${FONT}`;
  const hint = fitLines(input.hint, inner.w, 2, (s) => ctx.measureText(s).width);
  hint.forEach((line, i) => {
    ctx.fillText(line, inner.x, inner.y + inner.h - (hint.length - 1 - i) * smallSize * 1.35);
  });

  // The QR code: drawn by `qrcode` on its own canvas (with its quiet zone), then placed.
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, input.url, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: layout.qr.w,
    color: { dark: '#000000', light: '#ffffff' },
  });
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, layout.qr.x, layout.qr.y, layout.qr.w, layout.qr.h);
}

/** The face as a PNG at print resolution. */
export async function cardFacePng(input: CardFaceInput): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_PX.width;
  canvas.height = CARD_PX.height;
  await drawCardFace(canvas.getContext('2d')!, input);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png'),
  );
}

/** The face as a one-page PDF of the card's exact size; the PDF library downloads only now. */
export async function cardFacePdf(png: Blob): Promise<Blob> {
  const { PDFDocument } = await import('@pdfme/pdf-lib');
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(await png.arrayBuffer());
  const page = pdf.addPage([CARD_POINTS.width, CARD_POINTS.height]);
  page.drawImage(image, { x: 0, y: 0, width: CARD_POINTS.width, height: CARD_POINTS.height });
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** A file name for the card's face: its code, which is already file-name safe (`[A-Za-z0-9_-]`). */
export const cardFaceFileName = (code: string, ext: 'png' | 'pdf') => `touch-card-${code}.${ext}`;
