// Public settings (DESIGN §4): the links and texts every page may read. Built with ./check.ts: the
// web's first page reads the `links` category. The admin's routes are in ./admin-settings.ts.
import { array, object, string, type Infer } from './check.ts';

export const PublicSettingSchema = object({ key: string(), value: string() });

/** GET /api/admin/settings/category/:category (`links` and `content` are public, the others admin-only). */
export const CategorySettingsResponseSchema = array(PublicSettingSchema);

export type CategorySettingsResponse = Infer<typeof CategorySettingsResponseSchema>;
