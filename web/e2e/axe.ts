// axe-core as every spec runs it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe builder that audits the page in the page itself (axe.run, its same-origin frames included). The
 * default mode finishes each run in a blank page of its own, which it opens and loads axe's source into
 * again: measured here, one audit took twice as long that way (4.5 s against 2.4 s on a busy 2-core
 * machine), with the same findings. What this mode leaves out is a cross-origin frame, and no audited screen
 * has one (the admin's mail preview, the one frame in the app, is never open during an audit). The mode is
 * deprecated in @axe-core/playwright 4 (to go in 5): drop `setLegacyMode` then.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
