import { fullName } from '@contract/users/full-name';
import { describe, expect, it } from 'vitest';

describe('fullName', () => {
  it('keeps the order typed at sign-up, family name first, whatever the language', () => {
    expect(fullName({ lastName: 'Nguyễn', firstName: 'Thị Lan' })).toBe('Nguyễn Thị Lan');
    expect(fullName({ lastName: 'Trần', firstName: 'Minh Anh' })).toBe('Trần Minh Anh');
  });

  it('leaves out an empty part and stray spaces', () => {
    expect(fullName({ lastName: '', firstName: 'Lan' })).toBe('Lan');
    expect(fullName({ lastName: ' Phạm ', firstName: '' })).toBe('Phạm');
    expect(fullName({ lastName: '', firstName: '' })).toBe('');
  });
});
