import type { PublicSetting, Setting, SettingCategory } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { toIso } from '../rows.ts';

interface SettingRow {
  id: number;
  key: string;
  value: string;
  description: string | null;
  category: SettingCategory;
  updated_at: Date;
}

const toSetting = (row: SettingRow): Setting => ({
  id: row.id,
  key: row.key,
  value: row.value,
  description: row.description,
  category: row.category,
  updatedAt: toIso(row.updated_at),
});

const table = (db: Knex) => db<SettingRow>('settings');

export async function listSettings(db: Knex): Promise<Setting[]> {
  return (await table(db).orderBy([{ column: 'category' }, { column: 'key' }])).map(toSetting);
}

export async function listSettingsByCategory(db: Knex, category: SettingCategory): Promise<PublicSetting[]> {
  return table(db).where({ category }).orderBy('key').select('key', 'value');
}

export async function findSetting(db: Knex, key: string): Promise<Setting | null> {
  const row = await table(db).where({ key }).first();
  return row ? toSetting(row) : null;
}

export async function createSetting(
  db: Knex,
  setting: { key: string; value: string; description: string | null; category: SettingCategory },
): Promise<Setting> {
  await table(db).insert(setting);
  return (await findSetting(db, setting.key))!;
}

export async function updateSettingValue(db: Knex, key: string, value: string): Promise<Setting | null> {
  const count = await table(db).where({ key }).update({ value, updated_at: db.fn.now(3) });
  return count > 0 ? findSetting(db, key) : null;
}

export async function deleteSetting(db: Knex, key: string): Promise<boolean> {
  return (await table(db).where({ key }).delete()) > 0;
}
