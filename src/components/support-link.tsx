import type { ButtonProps } from '@mantine/core';
import type { Brand } from '@brands/brand.schema';
import { resolveSupportLink, type SupportLink } from '@brands/support';
import { applySystemVariant } from '@brands/system-variants';
import type { SystemVariant } from '@contract/common/enums.schema';
import type { ReactNode } from 'react';
import { ExternalLinkButton } from './external-link';

/**
 * The support chat link once the server's system variant is applied (spec section 1:
 * messenger, discord, telegram, instagram, whatsapp, support URL). A null system
 * (configuration not available) keeps the build's own contacts.
 */
export const effectiveSupportLink = (brand: Brand, system: SystemVariant | null): SupportLink | null =>
  resolveSupportLink(applySystemVariant(brand, system ?? 'DEFAULT').support);

/** A button that opens the support chat in a new tab (the kit's external link button). */
export const SupportLinkButton = ({
  link,
  children,
  ...buttonProps
}: ButtonProps & { link: SupportLink; children: ReactNode; 'aria-label'?: string }) => (
  <ExternalLinkButton href={link.url} {...buttonProps}>
    {children}
  </ExternalLinkButton>
);
