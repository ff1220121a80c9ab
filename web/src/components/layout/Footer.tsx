// Spec §2 footer: company, tagline, Resources, Legal, copyright with the current year.
// Plain HTML styled in styles.css: the footer is on every first load, so it stays light.
import { Link } from '../../lib/workspaceRouting.tsx';
import { PRODUCT_NAME, TOOL_CATALOG, TOOL_MENU_ORDER } from '@growth-suite/shared';

export const FOOTER_TAGLINE =
  'Empowering businesses with AI-driven growth strategies, niche identification, and targeted marketing solutions.';

const RESOURCES = TOOL_MENU_ORDER.map((slug) => ({ to: TOOL_CATALOG[slug].route, label: TOOL_CATALOG[slug].title }));

export interface FooterLinks {
  companyName: string;
  privacyUrl: string;
  termsUrl: string;
  contactUrl: string;
}

export const DEFAULT_FOOTER_LINKS: FooterLinks = {
  companyName: PRODUCT_NAME,
  privacyUrl: '/privacy-policy',
  termsUrl: '/terms-of-service',
  contactUrl: '/contact',
};

/** Relative links stay in the SPA; absolute ones (from settings) open as plain links. */
function SmartLink({ to, children }: { to: string; children: string }) {
  return to.startsWith('/') ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}

/**
 * Spec §2's footer on every screen. Inside the app (signed in) it is quieter — smaller and tighter —
 * but its content is the customer's and stays the same.
 */
export function Footer({ links = DEFAULT_FOOTER_LINKS, compact = false }: { links?: FooterLinks; compact?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className={compact ? 'app-footer app-footer-quiet' : 'app-footer'}>
      <div className="app-footer-inner">
        <div className="app-footer-columns">
          <div>
            <h2>{links.companyName}</h2>
            <p className="text-secondary">{FOOTER_TAGLINE}</p>
          </div>
          <nav aria-label="Resources">
            <h2>Resources</h2>
            <ul>
              {RESOURCES.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Legal">
            <h2>Legal</h2>
            <ul>
              <li>
                <SmartLink to={links.privacyUrl}>Privacy Policy</SmartLink>
              </li>
              <li>
                <SmartLink to={links.termsUrl}>Terms of Service</SmartLink>
              </li>
              <li>
                <SmartLink to={links.contactUrl}>Contact Us</SmartLink>
              </li>
            </ul>
          </nav>
        </div>
        <div className="app-footer-bottom text-secondary">
          © {year} {links.companyName}. All rights reserved.
          <br />
          Built with advanced AI technologies to empower your business growth
        </div>
      </div>
    </footer>
  );
}
