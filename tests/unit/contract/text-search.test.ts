import { foldForSearch, stripDiacritics } from '@contract/common/text-search';
import { describe, expect, it } from 'vitest';

describe('foldForSearch', () => {
  it('folds Vietnamese: tones, vowel marks and đ', () => {
    expect(foldForSearch('Đà Nẵng')).toBe('da nang');
    expect(foldForSearch('Việt Nam')).toBe('viet nam');
    expect(foldForSearch('ĐĂNG KÝ')).toBe('dang ky');
    expect(foldForSearch('Ưu đãi ở đây')).toBe('uu dai o day');
    expect(foldForSearch('Ngân hàng TMCP Ngoại Thương')).toBe('ngan hang tmcp ngoai thuong');
  });

  it('folds French and German accents', () => {
    expect(foldForSearch('Côte d’Ivoire')).toBe('cote d’ivoire');
    expect(foldForSearch('Crème Brûlée à Noël')).toBe('creme brulee a noel');
    expect(foldForSearch('Österreich')).toBe('osterreich');
    expect(foldForSearch('Düsseldorf, Zürich')).toBe('dusseldorf, zurich');
    // ß is a letter of its own, not an accented s: it stays (lowered), as ø and æ do.
    expect(foldForSearch('STRAẞE')).toBe('straße');
  });

  it('folds a decomposed text like the composed one', () => {
    expect(foldForSearch('Đà Nẵng'.normalize('NFD'))).toBe('da nang');
  });

  it('keeps one space between words and none around them; punctuation and digits stay', () => {
    expect(foldForSearch('  Thuế \t  ĐĂNG\nKÝ  ')).toBe('thue dang ky');
    expect(foldForSearch('Hoàn tiền mất bao lâu?')).toBe('hoan tien mat bao lau?');
    expect(foldForSearch('+84 VCB 970436')).toBe('+84 vcb 970436');
    expect(foldForSearch('   ')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['  Đà   Nẵng ', 'İstanbul', 'Crème Brûlée', 'Österreich', 'STRAẞE', 'Ἀθῆναι', '']) {
      expect(foldForSearch(foldForSearch(text)), text).toBe(foldForSearch(text));
    }
  });
});

describe('stripDiacritics', () => {
  it('drops accents and maps đ but keeps case and spacing (seeds build e-mails and codes from it)', () => {
    expect(stripDiacritics('Đà Nẵng')).toBe('Da Nang');
    expect(stripDiacritics('Nguyễn  Thị Lan')).toBe('Nguyen  Thi Lan');
    expect(stripDiacritics('Crème Brûlée')).toBe('Creme Brulee');
    expect(stripDiacritics('Österreich')).toBe('Osterreich');
  });
});
