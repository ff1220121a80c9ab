// A workspace's brand (issue 25, DESIGN §11): every document and page of the workspace's work shows
// it, whoever made the work. The texts and the logo are written separately (the logo has its own
// route), so each write upserts only its own columns and never clears the other's.
import type { Knex } from 'knex';
import { toIso } from '../rows.ts';
import type { InWorkspace as Of, Scope } from '../scope.ts';

interface BrandRow {
  workspace_id: number;
  updated_by: number | null;
  firm_name: string;
  accent_color: string;
  sender_name: string;
  signature: string;
  currency: string;
  locale: string;
  terms: string | null;
  tax_included: number | boolean;
  tax_rate_bp: number;
  tax_name: string;
  logo: Buffer | null;
  logo_type: string | null;
  logo_updated_at: Date | null;
  updated_at: Date;
}

export interface BrandTexts {
  firmName: string;
  accentColor: string;
  senderName: string;
  signature: string;
  /** ISO 4217, or '' for the default (US dollars). */
  currency?: string | undefined;
  /** BCP 47, or '' for the default (en-US). */
  locale?: string | undefined;
  /** The terms of the documents sent to clients (Markdown), or '' for the default terms. */
  terms?: string | undefined;
  /** The tax on the fees (issue 52): whether they include it, its rate in percent (0: none stated), its name ('' for VAT). */
  taxIncluded?: boolean | undefined;
  taxRate?: number | undefined;
  taxName?: string | undefined;
}

export interface BrandRecord extends BrandTexts {
  currency: string;
  locale: string;
  terms: string;
  taxIncluded: boolean;
  taxRate: number;
  taxName: string;
  /** The logo's type and when it changed (its bytes are read on their own: `findBrandLogo`). */
  logo: { type: string; updatedAt: string } | null;
  updatedAt: string | null;
}

export interface BrandLogo {
  data: Buffer;
  type: string;
  updatedAt: string;
}

const EMPTY: BrandRecord = { firmName: '', accentColor: '', senderName: '', signature: '', currency: '', locale: '', terms: '', taxIncluded: false, taxRate: 0, taxName: '', logo: null, updatedAt: null };
const table = (db: Knex) => db<BrandRow>('workspace_brands');
/** The columns a save of the texts may write, in the order it writes them; one left out keeps what is stored. */
const TEXT_COLUMNS = ['firm_name', 'accent_color', 'sender_name', 'signature', 'currency', 'locale', 'terms', 'tax_included', 'tax_rate_bp', 'tax_name', 'updated_by', 'updated_at'] as const;

/** The workspace's brand; a workspace that never set one gets the empty brand. */
export async function findBrand(db: Knex, of: Of): Promise<BrandRecord> {
  const row = await table(db).where({ workspace_id: of.workspaceId }).first('firm_name', 'accent_color', 'sender_name', 'signature', 'currency', 'locale', 'terms', 'tax_included', 'tax_rate_bp', 'tax_name', 'logo_type', 'logo_updated_at', 'updated_at');
  if (!row) return EMPTY;
  return {
    firmName: row.firm_name,
    accentColor: row.accent_color,
    senderName: row.sender_name,
    signature: row.signature,
    currency: row.currency,
    locale: row.locale,
    terms: row.terms ?? '',
    taxIncluded: Boolean(row.tax_included),
    taxRate: row.tax_rate_bp / 100,
    taxName: row.tax_name,
    logo: row.logo_type && row.logo_updated_at ? { type: row.logo_type, updatedAt: toIso(row.logo_updated_at) } : null,
    updatedAt: toIso(row.updated_at),
  };
}

export async function saveBrandTexts(db: Knex, scope: Scope, texts: BrandTexts): Promise<BrandRecord> {
  // Money and terms are written when given (an older form without them keeps what is stored).
  const columns = {
    firm_name: texts.firmName,
    accent_color: texts.accentColor,
    sender_name: texts.senderName,
    signature: texts.signature,
    ...(texts.currency !== undefined ? { currency: texts.currency } : {}),
    ...(texts.locale !== undefined ? { locale: texts.locale } : {}),
    ...(texts.terms !== undefined ? { terms: texts.terms } : {}),
    ...(texts.taxIncluded !== undefined ? { tax_included: texts.taxIncluded } : {}),
    // Basis points: the rate's two decimals as an integer (20% → 2000).
    ...(texts.taxRate !== undefined ? { tax_rate_bp: Math.round(texts.taxRate * 100) } : {}),
    ...(texts.taxName !== undefined ? { tax_name: texts.taxName } : {}),
    updated_by: scope.userId,
    updated_at: db.fn.now(3),
  };
  await table(db).insert({ workspace_id: scope.workspaceId, ...columns }).onConflict('workspace_id').merge(TEXT_COLUMNS.filter((column) => column in columns));
  return findBrand(db, scope);
}

export async function saveBrandLogo(db: Knex, scope: Scope, logo: { data: Buffer; type: string }): Promise<BrandRecord> {
  const columns = { logo: logo.data, logo_type: logo.type, logo_updated_at: db.fn.now(3), updated_by: scope.userId, updated_at: db.fn.now(3) };
  await table(db).insert({ workspace_id: scope.workspaceId, signature: '', ...columns }).onConflict('workspace_id').merge(['logo', 'logo_type', 'logo_updated_at', 'updated_by', 'updated_at']);
  return findBrand(db, scope);
}

/**
 * A new workspace's brand: the money of the locale the browser reported at sign-up (a personal
 * workspace), or its creator's (a team). Nothing else set; a brand already there is kept.
 */
export async function startBrand(db: Knex, of: Of, money: { currency: string; locale: string }): Promise<void> {
  await table(db).insert({ workspace_id: of.workspaceId, signature: '', currency: money.currency, locale: money.locale }).onConflict('workspace_id').ignore();
}

/**
 * A new team's brand started as a copy of another workspace's (its creator's personal brand): every
 * text, the money, the terms, the tax and the logo; the copy is the team's own from then on. Nothing
 * to copy (no brand saved): false, and the team keeps what it has.
 */
export async function copyBrand(db: Knex, from: Of, to: Scope): Promise<boolean> {
  const copied = [
    'firm_name', 'accent_color', 'sender_name', 'signature', 'currency', 'locale', 'terms',
    'tax_included', 'tax_rate_bp', 'tax_name', 'logo', 'logo_type', 'logo_updated_at',
  ] as const;
  const source = await table(db).where({ workspace_id: from.workspaceId }).first(...copied);
  if (!source) return false;
  const columns = { ...Object.fromEntries(copied.map((column) => [column, source[column]])), updated_by: to.userId, updated_at: db.fn.now(3) };
  await table(db)
    .insert({ workspace_id: to.workspaceId, ...columns })
    .onConflict('workspace_id')
    .merge([...copied, 'updated_by', 'updated_at']);
  return true;
}

/** Removes the logo; false when there was none. */
export async function deleteBrandLogo(db: Knex, scope: Scope): Promise<boolean> {
  const count = await table(db).where({ workspace_id: scope.workspaceId }).whereNotNull('logo').update({ logo: null, logo_type: null, logo_updated_at: null, updated_by: scope.userId, updated_at: db.fn.now(3) });
  return count > 0;
}

export async function findBrandLogo(db: Knex, of: Of): Promise<BrandLogo | null> {
  const row = await table(db).where({ workspace_id: of.workspaceId }).whereNotNull('logo').first('logo', 'logo_type', 'logo_updated_at');
  // A logo is written and removed with its type and time, so a row with one has all three.
  return row && row.logo !== null && row.logo_type !== null && row.logo_updated_at !== null ? { data: row.logo, type: row.logo_type, updatedAt: toIso(row.logo_updated_at) } : null;
}

/** The workspace of a live share link's item: whose brand its page and logo show. */
export async function findShareWorkspace(db: Knex, token: string, now: Date): Promise<Of | null> {
  const row = await db('shares')
    .where('token', token)
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
    .first<{ workspace_id: number } | undefined>('workspace_id');
  return row ? { workspaceId: row.workspace_id } : null;
}
