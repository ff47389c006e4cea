import type { LocaleDefinition } from '@faker-js/faker';

/*
 * Vietnamese names for seeds. Faker's own `vi` module builds an instance with
 * an English fallback when loaded, which drags about 300 KB of English data
 * into the demo bundle; seeds only need names, so they are listed here.
 * Repeated family names weight the draw towards how common they are.
 */
const FAMILY_NAMES = [
  ...Array<string>(8).fill('Nguyễn'),
  ...Array<string>(3).fill('Trần'),
  ...Array<string>(2).fill('Lê'),
  ...Array<string>(2).fill('Phạm'),
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];

const FEMALE_GIVEN_NAMES = [
  'Thị Lan',
  'Ngọc Anh',
  'Thu Trang',
  'Minh Thư',
  'Thanh Hương',
  'Thị Mai',
  'Phương Linh',
  'Bảo Ngọc',
  'Khánh Linh',
  'Thùy Dung',
  'Hồng Nhung',
  'Diệu Linh',
];

const MALE_GIVEN_NAMES = [
  'Văn Hùng',
  'Minh Tuấn',
  'Quốc Bảo',
  'Đức Anh',
  'Hoàng Nam',
  'Thanh Tùng',
  'Gia Huy',
  'Minh Khoa',
  'Văn Long',
  'Tiến Dũng',
  'Quang Huy',
  'Hữu Phúc',
];

export const VIETNAMESE_NAMES: LocaleDefinition = {
  metadata: { title: 'Vietnamese names (mock seeds)', code: 'vi', language: 'vi' },
  person: {
    last_name: { generic: FAMILY_NAMES, female: FAMILY_NAMES, male: FAMILY_NAMES },
    first_name: { female: FEMALE_GIVEN_NAMES, male: MALE_GIVEN_NAMES },
  },
};
