import { Badge, darken, luminance, useMantineTheme, type BadgeProps, type MantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  statusLabelKey,
  statusTone,
  TONE_COLORS,
  type StatusKind,
  type StatusTone,
  type StatusValue,
} from './status-badge-table';

export {
  STATUS_KINDS,
  STATUS_SCHEMAS,
  statusLabelKey,
  statusTone,
  TONE_COLORS,
  type StatusKind,
  type StatusTone,
  type StatusValue,
} from './status-badge-table';

/** WCAG AA for normal text; badge text is small and bold, so no large-text allowance. */
export const MIN_TEXT_CONTRAST = 4.5;

export const contrastRatio = (foreground: string, background: string): number => {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
};

/**
 * The light badge's colours in the light scheme (Mantine 9: text shade 9 on shade 1), with the
 * text darkened step by step until it reaches 4.5:1. Mantine's own green and orange stop at
 * about 3.8:1 and 3.6:1; red, blue and gray already pass and keep shade 9.
 */
export const statusBadgeColors = (theme: MantineTheme, tone: StatusTone): { background: string; text: string } => {
  const palette = theme.colors[TONE_COLORS[tone]];
  const background = palette[1];
  let text = palette[9];
  for (let amount = 0.05; contrastRatio(text, background) < MIN_TEXT_CONTRAST && amount < 1; amount += 0.05) {
    text = darken(palette[9], amount);
  }
  return { background, text };
};

/** A status of spec section 4 as a coloured badge with its translated label. */
export const StatusBadge = <K extends StatusKind>({
  kind,
  value,
  ...badgeProps
}: { kind: K; value: StatusValue<K> } & Omit<BadgeProps, 'color' | 'variant' | 'children'>) => {
  const { t } = useTranslation(['common']);
  const theme = useMantineTheme();
  const tone = statusTone(kind, value);
  return (
    <Badge
      variant="light"
      color={TONE_COLORS[tone]}
      c={statusBadgeColors(theme, tone).text}
      data-tone={tone}
      {...badgeProps}
    >
      {t(statusLabelKey(kind, value))}
    </Badge>
  );
};
