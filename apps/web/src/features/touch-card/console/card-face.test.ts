import { PDFDocument } from '@pdfme/pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CARD_POINTS, CARD_PX, cardFaceFileName, cardFaceLayout, cardFacePdf, fitLines } from './card-face';

// One unit per character: the rule under test is where lines break, not font metrics.
const measure = (s: string) => [...s].length;

describe('card face', () => {
  it('is a bank-card-sized face at 300 dpi, and the same size in PDF points', () => {
    expect(CARD_PX).toEqual({ width: 1011, height: 638 });
    expect(CARD_POINTS.width).toBeCloseTo(242.6, 1);
    expect(CARD_POINTS.height).toBeCloseTo(153.1, 1);
  });

  it('puts a square QR code inside the card on the right and the panel beside it', () => {
    const { qr, panel, inner } = cardFaceLayout(CARD_PX.width, CARD_PX.height);
    expect(qr.w).toBe(qr.h);
    expect(qr.x + qr.w).toBeLessThan(CARD_PX.width);
    expect(qr.y + qr.h).toBeLessThan(CARD_PX.height);
    expect(panel.x + panel.w).toBeLessThanOrEqual(qr.x);
    expect(inner.x + inner.w).toBeLessThanOrEqual(panel.x + panel.w);
    // Readable from a counter's distance: the code takes over 80 % of the card's height.
    expect(qr.h / CARD_PX.height).toBeGreaterThan(0.8);
  });

  it('wraps CJK text between characters and ends a cut line with an ellipsis', () => {
    expect(fitLines('一杯好咖啡的小店', 4, 2, measure)).toEqual(['一杯好咖', '啡的小店']);
    expect(fitLines('一杯好咖啡的小店欢迎你', 4, 2, measure)).toEqual(['一杯好咖', '啡的小…']);
    expect(fitLines('Demo café', 20, 2, measure)).toEqual(['Demo café']);
    expect(fitLines('  ', 20, 2, measure)).toEqual([]);
  });

  it('drops the space where a line breaks', () => {
    expect(fitLines('ab cd', 3, 2, measure)).toEqual(['ab', 'cd']);
  });

  it('makes a one-page PDF of the card’s exact size with the face image on it', async () => {
    const face = new PNG({ width: 4, height: 3 });
    face.data.fill(255);
    const pdf = await cardFacePdf(new Blob([new Uint8Array(PNG.sync.write(face))], { type: 'image/png' }));
    expect(pdf.type).toBe('application/pdf');
    const doc = await PDFDocument.load(await pdf.arrayBuffer());
    expect(doc.getPageCount()).toBe(1);
    const size = doc.getPage(0).getSize();
    expect(size.width).toBeCloseTo(CARD_POINTS.width, 1);
    expect(size.height).toBeCloseTo(CARD_POINTS.height, 1);
    // The image is drawn over the whole page: one XObject painted at the page's size.
    const content = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(content).toMatch(/\/Subtype\s*\/Image/);
  });

  it('names the files by the card code', () => {
    expect(cardFaceFileName('DEMO-CARD', 'png')).toBe('touch-card-DEMO-CARD.png');
    expect(cardFaceFileName('DEMO-CARD', 'pdf')).toBe('touch-card-DEMO-CARD.pdf');
  });
});
