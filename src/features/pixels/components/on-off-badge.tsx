import { Badge, useMantineTheme } from '@mantine/core';
import { statusBadgeColors, TONE_COLORS } from '@/components/status-badge';

/** An on/off state (app embed, setting) in the kit's badge colours, readable at 4.5:1. */
export const OnOffBadge = ({ on, label }: { on: boolean; label: string }) => {
  const theme = useMantineTheme();
  const tone = on ? 'success' : 'neutral';
  return (
    <Badge variant="light" color={TONE_COLORS[tone]} c={statusBadgeColors(theme, tone).text} miw="max-content">
      {label}
    </Badge>
  );
};
