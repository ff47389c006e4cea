import { Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isNavItemActive, type ShellNavItem } from './nav-items';

/** The shell's links, as a sidebar column or a header row; the current page carries aria-current. */
export const ShellNavLinks = ({
  items,
  orientation,
  onNavigate,
}: {
  items: readonly ShellNavItem[];
  orientation: 'vertical' | 'horizontal';
  onNavigate?: () => void;
}) => {
  const { t } = useTranslation('routes');
  const pathname = useLocation({ select: (location) => location.pathname });
  const links = items.map((item) => {
    const active = isNavItemActive(item, pathname);
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        activeOptions={{ exact: item.exact ?? false, includeSearch: false }}
        label={t(`pages.${item.labelKey}`)}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        variant={orientation === 'horizontal' ? 'subtle' : 'light'}
        w={orientation === 'horizontal' ? 'auto' : undefined}
        // A sidebar label wraps rather than being cut (long Vietnamese titles); a header row scrolls.
        style={{
          borderRadius: 'var(--mantine-radius-default)',
          whiteSpace: orientation === 'horizontal' ? 'nowrap' : 'normal',
        }}
      />
    );
  });

  if (orientation === 'vertical') {
    return (
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.key}>{link}</li>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars={false}>
      <Group gap={4} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.key}>{link}</li>
        ))}
      </Group>
    </ScrollArea>
  );
};
