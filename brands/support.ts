import { SupportChannelSchema, type SupportChannel, type SupportContacts } from './brand.schema';

export type SupportLink = { channel: SupportChannel; url: string };

/**
 * The chat link of spec section 1: the first contact present in the order
 * messenger, discord, telegram, instagram, whatsapp, support URL; null if none.
 */
export const resolveSupportLink = (contacts: SupportContacts): SupportLink | null => {
  for (const channel of SupportChannelSchema.options) {
    const url = contacts[channel];
    // An empty string is as good as missing: it would render a dead link.
    if (url) return { channel, url };
  }
  return null;
};
