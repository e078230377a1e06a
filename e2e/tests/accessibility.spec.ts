import { expect, test, type Page } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { MoveMoneyDialog } from '../pages/MoveMoneyDialog';
import { DEMO_PASSWORD, SignInPage } from '../pages/SignInPage';

// Zero axe violations on every page a person can reach and every dialog the other tests open, each checked
// once its content is there. A check failing lists the rules, their help and the elements they name.

const PORTAL = 'http://localhost:8084/coaching/dashboard';

async function signInFresh(page: Page, demo = 'alex@demo.qube') {
  const email = await freshDemoUser(demo);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  return email;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

async function open(page: Page, path: string, title: string | RegExp) {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
}

const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text }).last();

// antd draws a Select's options as plain elements (the listbox it gives screen readers is a 0-pixel copy): the open list.
const optionList = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

test.describe('public pages', () => {
  const pages: [string, string, string | RegExp][] = [
    ['SH-07', '/', /Sign in to/],
    ['SH-07', '/forgot-password', 'Forgot your password?'],
    ['SH-07 SH-40', '/terms', 'Terms & Conditions'],
    ['SH-07 SH-40', '/privacy-policy', 'Privacy Policy'],
    ['SH-07', '/unsubscribe-from-emails', 'Unsubscribe from emails'],
    ['SH-07', '/register/begin', 'Welcome to Qube'],
    ['SH-65', '/no-such-page', 'Oops! Page Not Found'],
    ['SH-67', '/500', 'Something went wrong'],
  ];
  for (const [ids, path, title] of pages) {
    test(`${ids} ${path} has no axe violations`, async ({ page }) => {
      await open(page, path, title);
      await expectNoAxeViolations(page, path);
    });
  }

  test('the sign-in and forgot-password pages with their messages have no axe violations', async ({ page }) => {
    test.slow();
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('alex@demo.qube', 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in with an error');
    await open(page, '/forgot-password', 'Forgot your password?');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expectNoAxeViolations(page, 'forgot-password sent');
  });
});

test.describe('the cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('SH-68 the sign-in page with the cookie banner, and its choices, have no axe violations', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(heading(page, /Sign in to/)).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in with the cookie banner');
    await banner.getByRole('button', { name: 'Customize' }).click();
    await expect(banner.getByRole('button', { name: 'Customize' })).toBeHidden();
    await expectNoAxeViolations(page, 'cookie banner choices');
  });
});

test('SH-43 every page of the areas and of the shell, signed in, has no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  const pages: [string, string | RegExp][] = [
    ['/dashboard', 'Overview'],
    ['/qubes', 'Qubes'],
    ['/qubes#bill', 'Qubes'],
    ['/qubes#goal', 'Qubes'],
    ['/activity', 'Activity'],
    ['/planning', 'Planning'],
    ['/statements', 'Statements & Reports'],
    ['/manage-account', 'Manage Account'],
    ['/no-such-page', 'Oops! Page Not Found'],
  ];
  for (const [path, title] of pages) {
    await open(page, path, title);
    // The area's data, not only its title: the first qube, row, budget line or statement.
    if (path.startsWith('/qubes') || path === '/dashboard') await expect(page.getByLabel(/ qube$/).first()).toBeVisible();
    if (path === '/activity') await expect(new ActivityPage(page).list('Transactions').getByRole('button').first()).toBeVisible();
    if (path === '/planning') await expect(page.getByRole('textbox', { name: 'Groceries budget' })).toBeVisible();
    if (path === '/statements') await expect(page.getByRole('button', { name: /^View .* statement$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test('SH-74 the Qube Masters page, when the course is down, has no axe violations', async ({ page }) => {
  await signInFresh(page);
  // The course site itself is another site: its sign-in answers 503, so the page stays with its notice.
  await page.route('**/api/courses/login/', (route) => route.fulfill({ status: 503, json: { fallback_message: 'Down' } }));
  await open(page, '/qubemasters', 'Qube Masters course is currently down for maintenance.');
  await expectNoAxeViolations(page, '/qubemasters down');
});

test('SH-43 SH-45 SH-56 the profile menu, the account switcher, the notifications and the narrow menu have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  await expect(heading(page, 'Overview')).toBeVisible();
  await page.getByRole('button', { name: /profile menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectNoAxeViolations(page, 'profile menu');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Switch account/ }).click();
  await expect(page.getByRole('menuitem', { name: /Rivera Household/ })).toBeVisible();
  await expectNoAxeViolations(page, 'account switcher');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list').getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page, 'notifications panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectNoAxeViolations(page, 'narrow menu');
});

test('SH-27 the stay-logged-in dialog has no axe violations', async ({ page }) => {
  await page.clock.install();
  await signInFresh(page);
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();
  await page.clock.fastForward('10:01');
  await expect(page.getByRole('dialog', { name: 'Are you still here?' })).toBeVisible();
  await expectNoAxeViolations(page, 'stay-logged-in dialog');
});

test('MM-35 MM-45 MM-46 MM-48 SH-56 the Move Money selection and every step of an internal transfer have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  await page.getByRole('main').getByRole('button', { name: 'Move Money' }).click();
  await expect(page.getByRole('list', { name: 'Ways to move money' })).toBeVisible();
  await expectNoAxeViolations(page, 'Move Money selection');

  const move = new MoveMoneyDialog(page);
  await move.chooseInternalTransfer();
  await expectNoAxeViolations(page, 'Move Money From');
  await move.pick('Cloud');
  await expect(page.getByText('Move Money To')).toBeVisible();
  await expectNoAxeViolations(page, 'Move Money To');
  await move.pick('Groceries');
  await expect(move.amount()).toBeVisible();
  await expectNoAxeViolations(page, 'Internal Transfer details');
  await move.amount().fill('5000');
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, 'Internal Transfer details with an error');
  await move.amount().fill('12');
  await move.continueButton().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectNoAxeViolations(page, 'Review Transfer');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByText('Internal Transfer Submitted')).toBeVisible();
  await expectNoAxeViolations(page, 'Internal Transfer Submitted');
  await move.okay();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: /Transfer completed/ }).click();
  await expect(panel.getByRole('button', { name: 'View transaction' })).toBeVisible();
  await expectNoAxeViolations(page, 'a notification');
});

test('MM-03 MM-13 MM-15 creating, editing, archiving and opening a qube have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  await open(page, '/qubes', 'Qubes');
  await page.getByRole('button', { name: 'Create Qube' }).click();
  const create = dialog(page, 'Create Spending Qube');
  await expect(create.getByLabel('Name')).toBeVisible();
  await expectNoAxeViolations(page, 'Create Spending Qube');
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'Edit Fun Money' }).click();
  const edit = dialog(page, 'Edit Fun Money');
  await expect(edit.getByLabel('Name')).toHaveValue('Fun Money');
  await expectNoAxeViolations(page, 'Edit Fun Money');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Archive Dining Out' }).click();
  const archive = dialog(page, 'Archive Dining Out?');
  await expect(archive).toContainText('Its balance of $80.00 moves to Cloud.');
  await expectNoAxeViolations(page, 'Archive Dining Out?');
  await archive.getByRole('button', { name: 'Keep Qube' }).click();
  await expect(archive).toBeHidden();

  await page.getByRole('button', { name: 'Open Groceries' }).click();
  const drawer = page.getByRole('dialog', { name: 'Groceries' });
  // Both lists loaded: their rows, or the words for none.
  const recent = drawer.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByRole('listitem').or(recent.getByText('No activity in this qube yet.')).first()).toBeVisible();
  const scheduled = drawer.getByRole('region', { name: 'Scheduled' });
  await expect(scheduled.getByRole('listitem').or(scheduled.getByText('Nothing is scheduled for this qube.')).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the Groceries qube');
});

test('MM-14 SH-77 Reached Free Limit has no axe violations', async ({ page }) => {
  await signInFresh(page, 'lite@demo.qube');
  await open(page, '/qubes', 'Qubes');
  await page.getByRole('button', { name: 'Create Qube' }).click();
  const editor = dialog(page, 'Create Spending Qube');
  await editor.getByLabel('Name').fill('Books');
  await editor.getByRole('button', { name: 'Create Qube' }).click();
  await expect(dialog(page, 'Reached Free Limit').getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  await expectNoAxeViolations(page, 'Reached Free Limit');
});

test('MM-16 MM-22 MM-44 transaction details, a scheduled transfer, its edit and its cancel have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  const activity = new ActivityPage(page);
  await activity.open();
  await activity.list('Transactions').getByRole('button').first().click();
  await expect(activity.details().getByText('Status')).toBeVisible();
  await expectNoAxeViolations(page, 'Transaction Details');
  await activity.details().getByRole('button', { name: 'Close' }).click();
  await expect(activity.details()).toBeHidden();

  await activity.showScheduled();
  await expect(activity.list('Scheduled').getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page, 'scheduled activity');
  await activity.list('Scheduled').getByRole('button').first().click();
  await expect(activity.details().getByText('Scheduled For')).toBeVisible();
  await expectNoAxeViolations(page, 'scheduled Transaction Details');
  await activity.details().getByRole('button', { name: /^Cancel (Series|Transaction)$/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Cancel Scheduled/ });
  await expect(confirm.getByRole('button', { name: 'Nevermind' })).toBeVisible();
  await expectNoAxeViolations(page, 'cancel a scheduled transfer');
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(confirm).toBeHidden();
  await activity.details().getByRole('button', { name: /^Edit( Series)?$/ }).click();
  await expect(new MoveMoneyDialog(page).amount()).toBeVisible();
  await expectNoAxeViolations(page, 'editing a scheduled transfer');

  await activity.open();
  await activity.showScheduled();
  await page.getByRole('tab', { name: 'Pre-auths' }).click();
  await expect(activity.list('Pre-auths')).toBeVisible();
  await expectNoAxeViolations(page, 'pre-auths');
});

test('MM-33 MM-124 the household\'s activity, its selection and ReQube have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  await page.getByRole('button', { name: /Switch account/ }).click();
  await page.getByRole('menuitem', { name: /Rivera Household/ }).click();
  await expect(page.getByRole('button', { name: /Account: Rivera Household/ })).toBeVisible();
  const activity = new ActivityPage(page);
  await activity.open();
  await activity.list('Transactions').getByRole('button').filter({ hasText: 'Family Groceries' }).first().click();
  await activity.details().getByRole('button', { name: 'ReQube' }).click();
  const reqube = page.getByRole('dialog').filter({ hasText: 'ReQube To' });
  await expect(reqube.getByRole('button', { name: /^Family Fun/ })).toBeVisible();
  await expectNoAxeViolations(page, 'ReQube To');
  await page.keyboard.press('Escape');
  await expect(reqube).toBeHidden();
  await activity.details().getByRole('button', { name: 'Close' }).click();
  await expect(activity.details()).toBeHidden();

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(activity.list('Transactions').getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page, 'selecting activity');
});

test('PL-07 PL-08 PL-11 PL-13 PL-15 the budget\'s suggestion and draft and every income dialog have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  await open(page, '/planning', 'Planning');
  await page.getByRole('button', { name: 'Suggest a budget for Rent' }).click();
  await page.getByRole('button', { name: /^Use suggestion .* for Rent$/ }).click();
  await expect(page.getByText('You have unsaved budget changes.')).toBeVisible();
  await expectNoAxeViolations(page, 'an unsaved budget');

  await page.getByRole('button', { name: 'Add Income' }).click();
  const add = dialog(page, 'Add Income');
  await expect(add.getByLabel('Name')).toBeVisible();
  await expectNoAxeViolations(page, 'Add Income');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'Add Income with errors');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: /^Edit Paycheck on / }).first().click();
  const edit = dialog(page, 'Edit Income');
  await expect(edit.getByRole('button', { name: 'The Whole Series' })).toBeVisible();
  await expectNoAxeViolations(page, 'Edit Income: which');
  await edit.getByRole('button', { name: 'The Whole Series' }).click();
  await expect(edit.getByLabel('Name')).toHaveValue('Paycheck');
  await expectNoAxeViolations(page, 'Edit Income: the series');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: /^Delete Paycheck on / }).last().click();
  const remove = dialog(page, 'Delete Income');
  await expect(remove.getByRole('button', { name: 'Only This One' })).toBeVisible();
  await expectNoAxeViolations(page, 'Delete Income');
});

test('ST-01 ST-04 the statement viewer and a monthly report have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  await open(page, '/statements', 'Statements & Reports');
  await page.getByRole('button', { name: /^View .* statement$/ }).first().click();
  const viewer = page.getByRole('dialog').filter({ hasText: 'Statement' }).last();
  await expect(viewer.getByText('Closing balance')).toBeVisible();
  await expectNoAxeViolations(page, 'statement viewer');
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();

  await page.getByRole('tab', { name: 'Monthly Reports' }).click();
  await page.getByRole('button', { name: / Report$/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Spending by qube' })).toBeVisible();
  await expectNoAxeViolations(page, 'monthly report');
});

test('SH-51 a limited user\'s overview and activity have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page, 'limited@demo.qube');
  await expect(page.getByRole('link', { name: 'Qube Playground home' })).toBeVisible();
  await expectNoAxeViolations(page, 'the limited user\'s overview');
  await open(page, '/activity', 'Activity');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await expectNoAxeViolations(page, 'the limited user\'s activity');
});

test('SH-47 Move Money from a plus account\'s top bar has no axe violations', async ({ page }) => {
  await signInFresh(page, 'plus@demo.qube');
  await open(page, '/planning', 'Planning');
  await page.getByRole('banner').getByRole('button', { name: 'Move Money' }).click();
  await expect(page.getByRole('list', { name: 'Ways to move money' })).toBeVisible();
  await expectNoAxeViolations(page, 'Move Money from the top bar');
});

test('CO-03 CO-12 the partner portal inside the shell has no axe violations', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('coach@demo.qube');
  await open(page, '/coaching/dashboard', 'Partner Dashboard');
  await expect(page.getByText('Landing page visits')).toBeVisible();
  await expectNoAxeViolations(page, 'partner dashboard in the shell');
});

test('CO-03 CO-06 CO-12 the partner portal on its own site, its sign-in and its menu have no axe violations', async ({ page }) => {
  test.slow();
  await page.goto(PORTAL);
  await expect(page.getByRole('heading', { name: 'Sign in to the Partner Portal' })).toBeVisible();
  await expectNoAxeViolations(page, 'partner portal sign-in');
  await page.getByLabel('Email').fill('coach@demo.qube');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(heading(page, 'Partner Dashboard')).toBeVisible();
  await expect(page.getByText('Landing page visits')).toBeVisible();
  await expectNoAxeViolations(page, 'partner dashboard');
  await page.getByRole('button', { name: /profile menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectNoAxeViolations(page, 'partner portal menu');
});

test('CO-05 CO-12 to CO-22 every page of the partner portal, its drawer and its dialogs have no axe violations', async ({ page }) => {
  test.slow();
  const signInPortal = async (demo: string) => {
    await page.goto(PORTAL);
    await page.getByLabel('Email').fill(await freshDemoUser(demo));
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(heading(page, 'Partner Dashboard')).toBeVisible();
  };
  const tabs = page.getByRole('navigation', { name: 'Partner portal' });
  const pages: [string, string, string][] = [
    ['Revenue', 'Revenue', 'Export CSV'],
    ['Leads', 'Leads', 'Signed up'],
    ['Clients', 'Clients', 'Client since'],
    ['Payouts', 'Payouts', 'Payment history'],
    ['Codes', 'Codes', 'Your landing page'],
    ['Coach Profile', 'Coach Profile', 'Save profile'],
    ['Manage Program', 'Manage Program', 'Save program'],
  ];
  await signInPortal('coach@demo.qube');
  await expect(page.getByRole('figure', { name: 'Commission earned vs pending' })).toBeVisible();
  await expectNoAxeViolations(page, 'partner dashboard with its charts');
  for (const [tab, title, content] of pages) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
    await expect(page.locator('.ant-skeleton, [role="status"][aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `partner portal: ${title}`);
  }
  await tabs.getByRole('link', { name: 'Payouts' }).click();
  await page.getByRole('button', { name: 'Collect payment' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'partner portal: collect payment confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await tabs.getByRole('link', { name: 'Codes' }).click();
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'partner portal: edit code');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Partner portal menu' })).toBeVisible();
  await expectNoAxeViolations(page, 'partner portal drawer');

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('navigation', { name: 'Partner portal menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInPortal('rewards@demo.qube');
  await tabs.getByRole('link', { name: 'Node Sales' }).click();
  await expect(heading(page, 'Node Sales')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your share link' })).toBeVisible();
  await expect(page.locator('.ant-skeleton, [role="status"][aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'partner portal: Node Sales');
});

test('MM-05 MM-13 PL-17 the option lists of the selects and the date picker\'s calendar have no axe violations', async ({ page }) => {
  test.slow();
  await signInFresh(page);
  await open(page, '/qubes', 'Qubes');
  // The sort choice is a native select (the page's first view has no antd): its options are in the page, where axe
  // checks them with the select; the browser draws the open list itself.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option', { name: 'Alphabetical' })).toBeAttached();
  await expect(sort).toHaveValue('Manual');
  await expectNoAxeViolations(page, 'the sort select and its options');

  await open(page, '/qubes#bill', 'Qubes');
  await page.getByRole('button', { name: 'Create Qube' }).click();
  const create = dialog(page, 'Create Bill Qube');
  await expect(create.getByLabel('Name')).toBeVisible();
  await create.getByRole('combobox', { name: 'Color' }).click();
  await expect(optionList(page).getByTitle('Green')).toBeVisible();
  await expectNoAxeViolations(page, 'the color option list in a dialog');
  await page.keyboard.press('Escape');
  await expect(optionList(page)).toBeHidden();
  await create.getByRole('combobox', { name: 'Frequency' }).click();
  await expect(optionList(page).locator('.ant-select-item-option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the frequency option list');
  await page.keyboard.press('Escape');
  await expect(optionList(page)).toBeHidden();
  // The calendar of a date field: its days, the month and year buttons.
  await create.getByRole('textbox', { name: 'Next due date' }).click();
  const calendar = page.locator('.qube-date-field-popup');
  await expect(calendar.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'the date picker calendar');
  await calendar.getByRole('button', { name: /Choose a month|^[A-Z][a-z]{2}$/ }).first().click();
  await expectNoAxeViolations(page, 'the date picker month list');
  await page.keyboard.press('Escape');

  await open(page, '/planning', 'Planning');
  // Planning's selects are native too (its first view has no antd): axe checks their options with them.
  const autoFund = page.getByRole('combobox', { name: /auto fund$/ }).first();
  await expect(autoFund.getByRole('option', { name: 'Fill To Budget' })).toBeAttached();
  await expectNoAxeViolations(page, 'the auto-fund select and its options');
});
