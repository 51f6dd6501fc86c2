import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { describe, expect, it } from 'vitest';
import { brandLegalText } from './legal-text';

describe('brandLegalText', () => {
  const jia = brandByKey('jia')!;

  it('is undefined without the brand’s own text: the default applies', () => {
    expect(brandLegalText(jia, 'privacy', 'en')).toBeUndefined();
  });

  it('gives the brand’s own text in the language asked, as paragraphs', () => {
    const brand = {
      legal: { ...jia.legal, texts: { terms: { en: 'First.\n\nSecond\nline.\n  \n', es: 'Uno.' } } },
    };
    expect(brandLegalText(brand, 'terms', 'en')).toEqual(['First.', 'Second\nline.']);
    expect(brandLegalText(brand, 'terms', 'es')).toEqual(['Uno.']);
    expect(brandLegalText(brand, 'terms', 'id')).toBeUndefined();
    expect(brandLegalText(brand, 'privacy', 'en')).toBeUndefined();
  });
});
