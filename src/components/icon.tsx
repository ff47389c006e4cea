import { rem, type MantineSize } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

/** An icon's side in pixels for each Mantine size; in rem, so it grows with the text beside it. */
export const ICON_SIZES = { xs: 14, sm: 16, md: 20, lg: 24, xl: 32 } as const satisfies Record<MantineSize, number>;

/** Large icons get a finer stroke, so their lines weigh about as much as the small ones'; bold adds one. */
const strokeOf = (size: MantineSize, bold: boolean): number =>
  (ICON_SIZES[size] >= ICON_SIZES.lg ? 1.75 : 2) + (bold ? 1 : 0);

/** Every icon says whether it means something on its own: then it has a name, else it is hidden. */
type IconMeaning =
  /** The text beside it says the same: screen readers skip it. */
  | { decorative: true; label?: never }
  /** It stands alone: its accessible name, e.g. "Paid". */
  | { label: string; decorative?: never };

type IconProps = {
  /**
   * A Tabler icon from its own module, `import IconSearch from '@tabler/icons-react/icons/IconSearch'`:
   * the package's index loads all of its ~6,000 icons in dev and in tests.
   */
  icon: TablerIcon;
  /** xs 14, sm 16 (in buttons and inputs), md 20, lg 24, xl 32 px. */
  size?: MantineSize;
  /** A heavier stroke, for a small mark on a filled badge (a done step's tick). */
  bold?: boolean;
} & IconMeaning;

/** The kit's icon: a Tabler line icon in the colour of its text, at a Mantine size. */
export const Icon = ({ icon: Glyph, size = 'sm', bold = false, label }: IconProps) => {
  const side = rem(ICON_SIZES[size]);
  return (
    <Glyph
      stroke={strokeOf(size, bold)}
      style={{ width: side, height: side, flex: 'none' }}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    />
  );
};
