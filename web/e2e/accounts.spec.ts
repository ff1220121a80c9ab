import { expect, test } from './fixtures.ts';
import { DASHBOARD_CARDS, register, signIn, signInViaApi, uniqueName } from './support.ts';

test('register, land signed in, sign out, sign in with the e-mail', async ({ page }) => {
  const name = uniqueName('reg');
  await register(page, name);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Try Now' })).toHaveCount(DASHBOARD_CARDS);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, `${name}@example.com`, 'secret-123');
  await expect(page).toHaveURL(/\/$/);
  // A signed-in user on /auth goes to /.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('the forms check on submit, then on every change, with the spec messages', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or email').fill('ab');
  await expect(page.getByText('Username or email must be at least 3 characters')).toHaveCount(0);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username or email must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await form.getByLabel('Username or email').fill('abc');
  await expect(page.getByText('Username or email must be at least 3 characters')).toHaveCount(0);

  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
});

test('a visitor is sent to /auth and a plain user is bounced from admin pages', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
  await register(page, uniqueName('plain'));
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('User Management')).toHaveCount(0);
});

// The administrator on `admin`; the managed user signs in on `page`.
test('the administrator creates, edits, resets and deletes a user, whose open session ends', async ({ page, admin }) => {
  const name = uniqueName('managed');
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { name: 'User Management' })).toBeVisible();

  // Own row: every action disabled.
  await expect(admin.getByRole('button', { name: 'Edit administrator' })).toBeDisabled();
  await expect(admin.getByRole('button', { name: 'Delete administrator' })).toBeDisabled();

  // Create
  await admin.getByRole('button', { name: 'Add User' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password').fill('first-pass-1');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
  await dialog.getByLabel('Email').fill(`${name}@example.com`);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(admin.getByText('User created')).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  // Edit: full name and admin toggle
  await admin.getByRole('button', { name: `Edit ${name}` }).click();
  await admin.getByRole('dialog').getByLabel('Full name (optional)').fill('Managed Person');
  await admin.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('User updated')).toBeVisible();
  await expect(row.getByText('Managed Person')).toBeVisible();

  // Reset password, then the user signs in elsewhere with it
  await admin.getByRole('button', { name: `Reset password of ${name}` }).click();
  await admin.getByRole('dialog').getByLabel('New password').fill('second-pass-2');
  await admin.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
  await expect(admin.getByText('Password reset', { exact: true })).toBeVisible();

  await signInViaApi(page, name, 'second-pass-2');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);

  // Delete; the user's open browser is signed out on its next request
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('User deleted')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);
});
