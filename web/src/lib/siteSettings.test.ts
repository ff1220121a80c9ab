import { describe, expect, it } from 'vitest';
import { siteLinksFrom } from './siteSettings.ts';

describe('site links from settings', () => {
  it('uses the defaults when settings are missing', () => {
    expect(siteLinksFrom(undefined)).toEqual({
      companyName: 'Growth Suite',
      supportEmail: 'support@growthsuite.example',
      privacyUrl: '/privacy-policy',
      termsUrl: '/terms-of-service',
      contactUrl: '/contact',
    });
  });
  it('reads the spec keys and their alternatives', () => {
    const links = siteLinksFrom([
      { key: 'COMPANY_NAME', value: 'Acme' },
      { key: 'privacy_policy_url', value: 'https://acme.example/privacy' },
      { key: 'terms_url', value: '/legal/terms' },
      { key: 'CONTACT_US_URL', value: 'mailto:hi@acme.example' },
      { key: 'contact_url', value: '/ignored-when-the-main-key-exists' },
    ]);
    expect(links).toMatchObject({ companyName: 'Acme', privacyUrl: 'https://acme.example/privacy', termsUrl: '/legal/terms', contactUrl: 'mailto:hi@acme.example' });
  });
  it('never uses an unsafe link', () => {
    expect(siteLinksFrom([{ key: 'PRIVACY_POLICY_URL', value: 'javascript:alert(1)' }]).privacyUrl).toBe('/privacy-policy');
  });
});
