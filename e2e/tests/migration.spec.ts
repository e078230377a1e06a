import { expect, test, type Page } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { accountIdOf, freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { BankLinkWidget } from '../pages/BankLinkWidget';
import { SignInPage } from '../pages/SignInPage';

const API = 'http://127.0.0.1:8090';

/** A forced post (transit) from the sandbox card network (development only): no open qube pays it, so it lands in Qubeless. */
async function forcedPost(accountId: number, merchant: string, amount: string) {
  const res = await fetch(`${API}/api/dev/card-network/swipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account_id: accountId, merchant, amount, force_post: true }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { outcome: string };
}

/** The Qube+ banner (onboarding's, shown by the shell under the top bar once the page is idle). */
const migrateBanner = (page: Page) => page.getByRole('status', { name: 'Qube+ is here' });

test('ON-51 ON-54 ON-58 ON-60 ON-61 ON-62 ON-64 ON-56 API-58 alex requbes his Qubeless item, migrates to Qube+ and finds his qubes and money there', async ({ page }) => {
  test.slow();
  const email = await freshDemoUser('alex@demo.qube');
  const accountId = await accountIdOf(email);
  expect((await forcedPost(accountId, 'City Transit', '2.75')).outcome).toBe('qubeless');

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  // ON-54: a Qubeless item blocks the migration, with the spec's words.
  await migrateBanner(page).getByRole('button', { name: 'Migrate to Qube+' }).click();
  const blocked = page.getByRole('dialog', { name: 'Action Required' });
  await expect(blocked).toContainText('You have 1 transaction(s) in Qubeless. Please reqube them before migrating.');
  await expectNoAxeViolations(page, 'Action Required');
  await blocked.getByRole('button', { name: 'OK' }).click();
  await expect(blocked).toBeHidden();

  // The item is qubed through money movement's ReQube dialog (allowed for bucket items on any account).
  const activity = new ActivityPage(page);
  await activity.open();
  await activity.row('Transactions', /City Transit/).first().click();
  // MM-34: an item with no qube of its own is qubed ('Qube It', then 'Qube To').
  await activity.details().getByRole('button', { name: 'Qube It' }).click();
  const reqube = page.getByRole('dialog').filter({ hasText: 'Qube To' });
  await reqube.getByRole('button', { name: /^Groceries/ }).click();
  await expect(page.getByText('Activity updated successfully')).toBeVisible();
  await expect(reqube).toBeHidden();
  await activity.details().getByRole('button', { name: 'Close' }).click();
  await expect(activity.details()).toHaveCount(0);

  // Now the check passes and the migration page opens (ON-54, ON-62).
  await migrateBanner(page).getByRole('button', { name: 'Migrate to Qube+' }).click();
  await expect(page).toHaveURL(new RegExp(`/qube-plus-migration\\?.*account_id=${accountId}`));
  await expect(page.getByRole('heading', { name: 'Move to Qube+', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the migration page, step 0');

  // ON-58 to ON-61: the Create Qube Plus Account dialog, its bank linked in the sandbox widget.
  await page.getByRole('button', { name: 'Create Qube Plus Account' }).click();
  const create = page.getByRole('dialog', { name: 'Create Qube Plus Account' });
  await expect(create).toContainText('Step 1 of 4');
  await expectNoAxeViolations(page, 'Create Qube Plus Account, step 1');
  await create.getByRole('button', { name: 'Next' }).click();
  await create.getByRole('radio', { name: 'Copy my qubes and money' }).check();
  await create.getByRole('button', { name: 'Next' }).click();
  await expect(create).toContainText('Step 3 of 4');
  await expect(create.getByRole('radiogroup', { name: 'Account to copy' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expectNoAxeViolations(page, 'Create Qube Plus Account, step 3');
  await create.getByRole('button', { name: 'Next' }).click();
  await expect(create).toContainText('Step 4 of 4');
  await create.getByRole('button', { name: 'Link a Bank Account' }).click();
  await new BankLinkWidget(page).link('Tartan Bank');
  await expect(create.getByRole('radio', { name: /Tartan/, checked: true })).toBeVisible();
  await expectNoAxeViolations(page, 'Create Qube Plus Account, step 4');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Qube Plus account created successfully!')).toBeVisible();
  await expect(create).toBeHidden();

  // The page follows migration_step: direct deposit, disclosure, each copied qube kept, then start.
  const deposit = page.getByRole('region', { name: 'Direct deposit' });
  await expect(deposit).toBeVisible();
  await expect(page.getByText(/Tartan/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the migration page, direct deposit');
  await deposit.getByRole('button', { name: 'I Switched My Direct Deposit' }).click();
  const disclosure = page.getByRole('region', { name: 'Disclosure' });
  await disclosure.getByRole('checkbox', { name: 'I have read and accept the Qube+ account disclosure.' }).check();
  await expectNoAxeViolations(page, 'the migration page, disclosure');
  await disclosure.getByRole('button', { name: 'Accept' }).click();
  const review = page.getByRole('region', { name: 'Your qubes' });
  await expect(review.getByText('Groceries', { exact: true })).toBeVisible();
  await expect(review).toContainText('$317.25');
  await expectNoAxeViolations(page, 'the migration page, your qubes');
  const keep = review.getByRole('button', { name: /^Keep / });
  while ((await keep.count()) > 0) {
    const before = await keep.count();
    await keep.first().click();
    await expect(keep).toHaveCount(before - 1);
  }
  await review.getByRole('button', { name: 'Start Using Qube+' }).click();

  // ON-64: the finish page; ON-56: switch to the Qube+ household and find the copied qubes with their money.
  await expect(page).toHaveURL(/\/choice-migration-qube-plus-finish/);
  await expect(page.getByRole('heading', { name: 'Welcome to Qube+', level: 1 })).toBeVisible();
  await expect(page.getByTestId('finish-header')).toHaveCSS('background-color', 'rgb(30, 127, 79)');
  await expectNoAxeViolations(page, 'the migration finish page');
  await page.getByRole('button', { name: 'Switch to Qube+ Account' }).click();
  await expect(page).toHaveURL(/\/qubes/);
  await expect(page.getByRole('button', { name: /Account: .*Qube\+/ })).toBeVisible();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$317.25');
  await expect(page.getByLabel('Dining Out qube', { exact: true })).toContainText('$80.00');
  await page.getByRole('tab', { name: 'Bills' }).click();
  await expect(page.getByLabel('Rent qube', { exact: true })).toBeVisible();
});

test('ON-49 the public /beta sign-up, before and after joining, has no axe violations', async ({ page }) => {
  await page.goto('/beta?referral=e2e');
  await expect(page.getByRole('heading', { name: 'Join the Qube+ Beta', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, '/beta');
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(`bea.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Join Qube+ Beta' }).click();
  await expect(page.getByText("You're on the list!")).toBeVisible();
  await expectNoAxeViolations(page, '/beta joined');
});
