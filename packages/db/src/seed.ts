// First-start data: the reserved administrator account and the settings the pages read.
// Existing rows are never overwritten, so running it on every start is safe.
import { randomBytes } from 'node:crypto';
import { MADE_WITH_SETTING, MADE_WITH_TEXT, PRODUCT_NAME, RESERVED_ADMIN_USERNAME, type SettingCategory } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { hashPassword } from './passwords.ts';
import { isDuplicateKey } from './rows.ts';

export const DEFAULT_SETTINGS: { key: string; value: string; category: SettingCategory; description: string }[] = [
  { key: 'COMPANY_NAME', value: PRODUCT_NAME, category: 'links', description: 'Company name shown in the footer and legal pages' },
  { key: 'SUPPORT_EMAIL', value: 'support@growthsuite.example', category: 'links', description: 'Support e-mail shown on the contact and legal pages' },
  { key: 'PRIVACY_POLICY_URL', value: '/privacy-policy', category: 'links', description: 'Where the Privacy Policy links point' },
  { key: 'TERMS_OF_SERVICE_URL', value: '/terms-of-service', category: 'links', description: 'Where the Terms of Service links point' },
  { key: 'CONTACT_US_URL', value: '/contact', category: 'links', description: 'Where the Contact Us links point' },
  { key: 'contact_hours', value: 'Monday to Friday, 9AM to 5PM ET', category: 'content', description: 'Support hours on the contact page' },
  // Seeded empty, and hidden while empty: a sample number or street must never reach a real visitor.
  { key: 'contact_phone', value: '', category: 'content', description: 'Phone number on the contact page; empty hides it' },
  { key: 'contact_address', value: '', category: 'content', description: 'Office address on the contact page (one line per row); empty hides it' },
  // Seeded empty, so admins find them: while empty, the pages show their built-in text.
  {
    key: 'privacy_policy_content',
    value: '',
    category: 'content',
    description: 'Privacy Policy page text in Markdown; leave empty for the built-in policy',
  },
  {
    key: 'terms_of_service_content',
    value: '',
    category: 'content',
    description: 'Terms of Service page text in Markdown; leave empty for the built-in terms',
  },
  // On by default: the product's only mention on what users send their clients (issue 25).
  { key: MADE_WITH_SETTING, value: 'true', category: 'system', description: `Show "${MADE_WITH_TEXT}" on documents and shared pages (true or false)` },
  { key: 'contact_faq', value: '', category: 'content', description: 'Questions and answers on the contact page, in Markdown; empty hides the section' },
];

export interface SeedResult {
  createdAdmin: boolean;
  /** Set only when the password was generated; print it once. */
  generatedPassword?: string;
}

export interface SeedOptions {
  adminPassword?: string | undefined;
  /** Progress lines (never the password); silent when omitted. */
  log?: ((message: string) => void) | undefined;
}

export async function seed(db: Knex, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  for (const setting of DEFAULT_SETTINGS) {
    const [inserted] = await db('settings').insert(setting).onConflict('key').ignore();
    if (Number(inserted) > 0) log(`added setting ${setting.key}`);
  }
  const existing = await db('users').where({ username: RESERVED_ADMIN_USERNAME }).first('id');
  if (existing) return { createdAdmin: false };

  const generatedPassword = options.adminPassword ? undefined : randomBytes(15).toString('base64url');
  const password = options.adminPassword ?? generatedPassword!;
  try {
    await db('users').insert({
      username: RESERVED_ADMIN_USERNAME,
      email: 'administrator@growthsuite.example',
      full_name: 'Administrator',
      password_hash: await hashPassword(password),
      role: 'admin',
    });
  } catch (error) {
    // Two processes seeding at once: the other one won.
    if (isDuplicateKey(error)) return { createdAdmin: false };
    throw error;
  }
  log(`created the ${RESERVED_ADMIN_USERNAME} account`);
  return generatedPassword ? { createdAdmin: true, generatedPassword } : { createdAdmin: true };
}
