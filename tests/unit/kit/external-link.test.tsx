// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from '@/components/external-link';
import { webUrl } from '@/lib/redirect-destination';
import { renderKit, setupKitTests } from './kit-test-utils';

setupKitTests({ locale: 'en' });

describe('webUrl', () => {
  it('keeps absolute http(s) URLs and nothing else', () => {
    expect(webUrl('https://lanboutique.vn/products/a?b=1')).toBe('https://lanboutique.vn/products/a?b=1');
    expect(webUrl('http://example.com')).toBe('http://example.com/');
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', '/pixel', 'not a url']) {
      expect(webUrl(url)).toBeNull();
    }
  });
});

describe('ExternalLink', () => {
  it('opens an https page in a new tab with no handle on this window, and says so', () => {
    renderKit(<ExternalLink href="https://facebook.com/lanboutique">https://facebook.com/lanboutique</ExternalLink>);
    const link = screen.getByRole('link', { name: 'https://facebook.com/lanboutique (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://facebook.com/lanboutique');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows any other URL as text, never as a link', () => {
    renderKit(<ExternalLink href="javascript:alert(document.domain)">javascript:alert(document.domain)</ExternalLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(document.domain)').tagName).toBe('SPAN');
  });
});
