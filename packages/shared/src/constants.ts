// Business constants of the spec (§9) and the input maximums the contract adds (DESIGN §4).

export const PRODUCT_NAME = 'Growth Suite';

/** A day in milliseconds: for "in N days" and "the last 24 hours" (calendar days go by date, not by this). */
export const DAY_MS = 86_400_000;

/** Maximums the spec leaves open; one message for all of them. */
export const LIMITS = {
  short: 200,
  long: 5000,
  transcript: 50_000,
  password: 100,
  email: 320,
  listItems: 10,
  settingKey: 100,
  settingValue: 100_000,
  settingDescription: 500,
} as const;

/** Spec §4: a transcript needs at least this many characters for a useful analysis. */
export const TRANSCRIPT_MIN_CHARS = 100;

export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const tooMany = (max: number) => `Choose at most ${max} items`;

export const SETTING_CATEGORIES = ['environment', 'links', 'content', 'system'] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];
/** Categories anyone may read; the others are admin-only (DESIGN §7). */
export const PUBLIC_SETTING_CATEGORIES: readonly SettingCategory[] = ['links', 'content'];

export const CONTACT_STATUSES = ['new', 'read', 'responded'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const TOAST = { maxCount: 1, durationSeconds: 5 } as const;

export const HISTORY_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

export const DEMO_BANNER = 'Sample output — no AI provider configured';
/** The regenerate dialog's word in demo mode: what a redraft can do without a model (never written into the text). */
export const DEMO_REDRAFT_NOTE = 'Demo mode: without an AI model, a redraft applies only “shorter”, a start month or a currency; any other instruction leaves the words as they are.';
export const AI_FAILED_MESSAGE = 'The AI service could not produce a result. Please try again.';
export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you soon.";

/** A transcript can be 50,000 characters: an export document quotes its start. */
export const TRANSCRIPT_EXCERPT_CHARS = 600;

/** Versions (DESIGN §10): the longest part path, the longest AI instruction for a part. */
export const PART_PATH_MAX = 200;
export const INSTRUCTION_MAX = 500;
/**
 * A redraft answering a client's request carries the client's words and the owner's addition, each up
 * to INSTRUCTION_MAX, with their labels (redraftInstruction): what a version's instruction may hold.
 */
export const REDRAFT_INSTRUCTION_MAX = 1100;
/**
 * The versions a result keeps. Past it, the oldest AI regenerations go first, then the oldest other
 * versions; the original (version 1) and the current version are never pruned.
 */
export const VERSIONS_MAX = 200;
/** The longest name a user gives a version (the column is as wide). */
export const VERSION_NAME_MAX = 80;
