// Shapes the API answers with (DESIGN §4). Timestamps are ISO 8601 strings in UTC.
import type { ContactStatus, SettingCategory } from './constants.ts';
import type { ToolSlug } from './catalog.ts';

export interface Setting {
  id: number;
  key: string;
  value: string;
  description: string | null;
  category: SettingCategory;
  updatedAt: string;
}

export interface PublicSetting {
  key: string;
  value: string;
}

export interface ContactSubmission {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  createdAt: string;
}

export interface HistoryRecord<Req = unknown, Res = unknown> {
  id: number;
  tool: ToolSlug;
  createdAt: string;
  request: Req;
  results: Res;
}

/** GET /api/history: how many saved generations each tool has, and the newest few across tools. */
export interface HistorySummary {
  counts: Record<ToolSlug, number>;
  recent: { id: number; tool: ToolSlug; createdAt: string; title: string; author: Author }[];
}

/** Who made a saved result or a client file (DESIGN §11): shown in a team's lists. */
export interface Author {
  id: number;
  /** The full name, else the username. */
  name: string;
}

export interface Meta {
  aiProvider: 'openai' | 'demo';
  version: string;
}
