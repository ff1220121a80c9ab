// Issue (outside testers): the tool forms ask again for the e-mail and full name the account already
// has. They come filled in from the account, on every form that has them, and stay editable.
import { TOOL_CATALOG, TOOL_SLUGS, TOOLS } from '@growth-suite/shared';
import { expect, test } from './fixtures.ts';
import { uniqueName } from './support.ts';

/** The tools whose form asks for both, read from each tool's request schema. */
const ASKING = TOOL_SLUGS.filter((tool) => {
  const shape = (TOOLS[tool].requestSchema as { shape?: Record<string, unknown> }).shape ?? {};
  return 'email' in shape && 'fullName' in shape;
});

test('the tool forms start with the account’s e-mail and full name, and both can be changed', async ({ page }) => {
  const username = uniqueName('prefill');
  const res = await page.request.post('/api/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { username, email: `${username}@example.com`, fullName: 'Pat Doe', password: 'secret-123', confirmPassword: 'secret-123' },
  });
  expect(res.status()).toBe(201);

  expect(ASKING.length).toBeGreaterThan(0);
  for (const tool of ASKING) {
    await page.goto(TOOL_CATALOG[tool].route);
    await expect(page.getByLabel('Email', { exact: true }), tool).toHaveValue(`${username}@example.com`);
    await expect(page.getByLabel('Full name', { exact: true }), tool).toHaveValue('Pat Doe');
  }
  // Still the user's to change.
  await page.getByLabel('Full name', { exact: true }).fill('Pat Doe-Smith');
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Pat Doe-Smith');
});
