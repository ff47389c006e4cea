import { describe, expect, it } from 'vitest';
import { BRANDS, resolveSupportLink, SupportChannelSchema, type SupportContacts } from '@brands';

const ALL: Required<SupportContacts> = {
  messenger: 'https://m.me/example',
  discord: 'https://discord.gg/example',
  telegram: 'https://t.me/example',
  instagram: 'https://ig.me/m/example',
  whatsapp: 'https://wa.me/84900000000',
  supportUrl: 'https://example.com/support',
};

/** ALL without the given channels. */
const without = (...channels: (keyof SupportContacts)[]): SupportContacts =>
  Object.fromEntries(Object.entries(ALL).filter(([channel]) => !channels.some((removed) => removed === channel)));

describe('resolveSupportLink', () => {
  it('follows the spec order messenger, discord, telegram, instagram, whatsapp, support url', () => {
    expect(SupportChannelSchema.options).toEqual([
      'messenger',
      'discord',
      'telegram',
      'instagram',
      'whatsapp',
      'supportUrl',
    ]);
  });

  it('picks messenger first', () => {
    expect(resolveSupportLink(ALL)).toEqual({ channel: 'messenger', url: ALL.messenger });
  });

  it('falls back to discord without messenger', () => {
    expect(resolveSupportLink(without('messenger'))).toEqual({ channel: 'discord', url: ALL.discord });
  });

  it('falls back to telegram without messenger and discord', () => {
    expect(resolveSupportLink(without('messenger', 'discord'))).toEqual({ channel: 'telegram', url: ALL.telegram });
  });

  it('falls back to instagram next', () => {
    expect(resolveSupportLink(without('messenger', 'discord', 'telegram'))).toEqual({
      channel: 'instagram',
      url: ALL.instagram,
    });
  });

  it('falls back to whatsapp next', () => {
    expect(resolveSupportLink(without('messenger', 'discord', 'telegram', 'instagram'))).toEqual({
      channel: 'whatsapp',
      url: ALL.whatsapp,
    });
  });

  it('falls back to the support url last', () => {
    expect(resolveSupportLink({ supportUrl: ALL.supportUrl })).toEqual({ channel: 'supportUrl', url: ALL.supportUrl });
  });

  it('does not depend on the order keys were written in', () => {
    expect(resolveSupportLink({ supportUrl: ALL.supportUrl, whatsapp: ALL.whatsapp, discord: ALL.discord })).toEqual({
      channel: 'discord',
      url: ALL.discord,
    });
  });

  it('skips an empty contact and returns null when there is none', () => {
    expect(resolveSupportLink({ messenger: '', telegram: ALL.telegram })).toEqual({
      channel: 'telegram',
      url: ALL.telegram,
    });
    expect(resolveSupportLink({})).toBeNull();
  });

  it('gives the brands different chat channels', () => {
    expect(resolveSupportLink(BRANDS.centre.support)?.channel).toBe('messenger');
    expect(resolveSupportLink(BRANDS.harbor.support)?.channel).toBe('telegram');
    expect(resolveSupportLink(BRANDS.saffron.support)?.channel).toBe('instagram');
    expect(resolveSupportLink(BRANDS.graphite.support)?.channel).toBe('supportUrl');
  });
});
