import { describe, expect, it } from 'vitest';
import { FaqSearchSchema } from '@/features/help/faq/faq-search-schema';
import { filterFaqSections, searchTerms, type FaqSection } from '@/features/help/faq/faq-search';

const SECTIONS: FaqSection[] = [
  {
    id: 'wallet',
    title: 'Ví và nạp tiền',
    entries: [
      {
        id: 'topUpTax',
        question: 'Nạp tiền có bị tính thuế không?',
        answer: 'Có. Kể từ ngày 1 tháng 2, 2022, mỗi lần nạp tiền chịu thuế 6%.',
      },
      { id: 'usdtTime', question: 'Thanh toán bằng USDT mất bao lâu?', answer: 'Từ 4 đến 8 giờ.' },
    ],
  },
  {
    id: 'gettingStarted',
    title: 'Bắt đầu',
    entries: [{ id: 'howToStart', question: 'Tôi bắt đầu như thế nào?', answer: 'Đăng ký và điền thông tin.' }],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    entries: [{ id: 'refundTime', question: 'How long does a refund take?', answer: 'From 1 to 5 working days.' }],
  },
];

const shownIds = (query: string) =>
  filterFaqSections(SECTIONS, query).map((section) => [section.id, section.entries.map((entry) => entry.id)]);

describe('searchTerms', () => {
  it('drops case and Vietnamese accents, đ included, and folds spaces', () => {
    expect(searchTerms('  Thuế   ĐĂNG KÝ  ')).toEqual(['thue', 'dang', 'ky']);
    expect(searchTerms('Hoàn tiền mất bao lâu?')).toEqual(['hoan', 'tien', 'mat', 'bao', 'lau?']);
    expect(searchTerms('Ưu đãi ở đây')).toEqual(['uu', 'dai', 'o', 'day']);
  });

  it('splits a query into the words an entry must all contain', () => {
    expect(searchTerms('  Nạp   THUẾ ')).toEqual(['nap', 'thue']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('filterFaqSections', () => {
  it('finds "thuế" when the user types "thue", in the question or the answer', () => {
    expect(shownIds('thue')).toEqual([['wallet', ['topUpTax']]]);
    expect(shownIds('THUẾ 6%')).toEqual([['wallet', ['topUpTax']]]);
  });

  it('finds accented text typed without accents and unaccented text typed with them', () => {
    expect(shownIds('dang ky')).toEqual([['gettingStarted', ['howToStart']]]);
    expect(shownIds('Đăng Ký')).toEqual([['gettingStarted', ['howToStart']]]);
    expect(shownIds('réfund')).toEqual([['refunds', ['refundTime']]]);
  });

  it('needs every word, in any order, and drops sections left empty', () => {
    expect(shownIds('giờ usdt')).toEqual([['wallet', ['usdtTime']]]);
    expect(shownIds('usdt refund')).toEqual([]);
  });

  it('keeps every section for a blank query', () => {
    expect(filterFaqSections(SECTIONS, '  ')).toEqual(SECTIONS);
  });
});

describe('FaqSearchSchema', () => {
  it('keeps a query from the URL, trimmed; numbers the router parsed are read back as text', () => {
    expect(FaqSearchSchema.parse({ q: ' thuế ' })).toEqual({ q: 'thuế' });
    expect(FaqSearchSchema.parse({ q: 2022 })).toEqual({ q: '2022' });
  });

  it('drops values that do not fit instead of failing the page', () => {
    expect(FaqSearchSchema.parse({})).toEqual({});
    expect(FaqSearchSchema.parse({ q: '   ' })).toEqual({});
    expect(FaqSearchSchema.parse({ q: { nested: true } })).toEqual({});
    expect(FaqSearchSchema.parse({ q: ['a', 'b'] })).toEqual({});
    expect(FaqSearchSchema.parse({ q: 'x'.repeat(101) })).toEqual({});
  });
});
