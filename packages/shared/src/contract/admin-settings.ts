// The admin's settings routes (DESIGN §4). Requests: `SettingCreateRequestSchema` and
// `SettingUpdateRequestSchema` (schemas/admin.ts). DELETE /api/admin/settings/:key answers 204.
import { SETTING_CATEGORIES } from '../constants.ts';
import { array, id, nullable, object, oneOf, string, timestamp, type Infer } from './check.ts';

export const SettingSchema = object({
  id: id(),
  key: string(),
  value: string(),
  description: nullable(string()),
  category: oneOf(SETTING_CATEGORIES),
  updatedAt: timestamp(),
});

/** GET /api/admin/settings: every setting. */
export const SettingsResponseSchema = array(SettingSchema);
/** POST /api/admin/settings → 201 the setting. */
export const SettingCreateResponseSchema = SettingSchema;
/** PUT /api/admin/settings/:key → 200 the setting. */
export const SettingUpdateResponseSchema = SettingSchema;

export type SettingsResponse = Infer<typeof SettingsResponseSchema>;
export type SettingCreateResponse = Infer<typeof SettingCreateResponseSchema>;
export type SettingUpdateResponse = Infer<typeof SettingUpdateResponseSchema>;
