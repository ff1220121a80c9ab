// Public settings (spec §3 Setting, §7): the links the footer and pages use, and page content.
// A failed links fetch is silent: the defaults are used.
import { isSafeLink, PRODUCT_NAME, type PublicSetting } from '@growth-suite/shared';
import { CategorySettingsResponseSchema } from '@growth-suite/shared/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { SERVER_RENDERED } from './serverRender.ts';

const publicCategory = (category: 'links' | 'content') =>
  queryOptions({
    queryKey: ['settings', category],
    meta: SERVER_RENDERED,
    queryFn: async (): Promise<PublicSetting[]> => {
      try {
        return await api.get(`/api/admin/settings/category/${category}`, CategorySettingsResponseSchema);
      } catch (error) {
        console.warn(`Could not load ${category} settings; using defaults.`, error);
        return [];
      }
    },
  });

export const linkSettingsQuery = publicCategory('links');
export const contentSettingsQuery = publicCategory('content');

export const DEFAULT_SUPPORT_EMAIL = 'support@growthsuite.example';

const pick = (settings: PublicSetting[] | undefined, ...keys: string[]) => {
  for (const key of keys) {
    const value = settings?.find((s) => s.key === key)?.value?.trim();
    if (value) return value;
  }
  return undefined;
};

/** A link from settings, or the default when it is missing or unsafe. */
const safeLink = (value: string | undefined, fallback: string) => (value && isSafeLink(value) ? value : fallback);

export interface SiteLinks {
  companyName: string;
  supportEmail: string;
  privacyUrl: string;
  termsUrl: string;
  contactUrl: string;
}

export function siteLinksFrom(settings: PublicSetting[] | undefined): SiteLinks {
  return {
    companyName: pick(settings, 'COMPANY_NAME') ?? PRODUCT_NAME,
    supportEmail: pick(settings, 'SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL,
    privacyUrl: safeLink(pick(settings, 'PRIVACY_POLICY_URL', 'privacy_policy_url'), '/privacy-policy'),
    termsUrl: safeLink(pick(settings, 'TERMS_OF_SERVICE_URL', 'terms_url'), '/terms-of-service'),
    contactUrl: safeLink(pick(settings, 'CONTACT_US_URL', 'contact_url'), '/contact'),
  };
}

export function useSiteLinks() {
  const links = useQuery(linkSettingsQuery);
  return { ...siteLinksFrom(links.data), loading: links.isPending };
}

export function useContentSettings() {
  const content = useQuery(contentSettingsQuery);
  return { get: (key: string) => pick(content.data, key), loading: content.isPending };
}
