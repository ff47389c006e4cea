// @vitest-environment happy-dom
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, ICON_SIZES } from '@/components/icon';

afterEach(cleanup);

const svgOf = (container: HTMLElement): SVGSVGElement => {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg');
  return svg;
};

describe('Icon', () => {
  it('hides a decorative icon from assistive technology: a button keeps only its own name', () => {
    const { container } = render(
      <button type="button">
        <Icon icon={IconCheck} decorative /> Save
      </button>,
    );
    expect(svgOf(container).getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('names an icon that stands alone, as an image', () => {
    const { container } = render(<Icon icon={IconCheck} label="Paid" />);
    expect(screen.getByRole('img', { name: 'Paid' })).toBe(svgOf(container));
    expect(svgOf(container).hasAttribute('aria-hidden')).toBe(false);
  });

  it('draws in the colour of its text, at a Mantine size in rem, small ones with a bolder stroke, bold bolder still', () => {
    const small = svgOf(render(<Icon icon={IconCheck} decorative />).container);
    expect(small.getAttribute('stroke')).toBe('currentColor');
    expect(small.getAttribute('style')).toContain(`calc(${ICON_SIZES.sm / 16}rem`);
    expect(small.getAttribute('stroke-width')).toBe('2');
    cleanup();
    const large = svgOf(render(<Icon icon={IconCheck} size="xl" decorative />).container);
    expect(large.getAttribute('style')).toContain(`calc(${ICON_SIZES.xl / 16}rem`);
    expect(large.getAttribute('stroke-width')).toBe('1.75');
    cleanup();
    const bold = svgOf(render(<Icon icon={IconCheck} size="xs" bold decorative />).container);
    expect(bold.getAttribute('stroke-width')).toBe('3');
  });

  it('makes every use say whether the icon is decorative or what it means (checked by the type checker)', () => {
    const uses = [
      // @ts-expect-error neither decorative nor labelled
      <Icon key="neither" icon={IconCheck} />,
      // @ts-expect-error both at once
      <Icon key="both" icon={IconCheck} decorative label="Paid" />,
    ];
    expect(uses).toHaveLength(2);
  });
});
