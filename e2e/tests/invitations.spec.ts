import { expect, test } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { InviteFriendPage } from '../pages/InviteFriendPage';
import { waitForOutboxMessage } from '../pages/outbox';
import { SignInPage } from '../pages/SignInPage';

test('ON-71 a household member invites another fresh user to the joint account, who accepts it', async ({ page, browser }) => {
  const inviter = await freshDemoUser('plus@demo.qube');
  const invited = await freshDemoUser('lite@demo.qube');

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(inviter);
  const invitePage = new InviteFriendPage(page);
  await invitePage.open();
  await expectNoAxeViolations(page, '/invite/friend on a household account');
  await invitePage.inviteToJointAccount(invited);
  await expect(page.getByText(`${invited.toLowerCase()} to Parker Household`)).toBeVisible();

  const other = await browser.newContext();
  try {
    const invitedPage = await other.newPage();
    const invitedSignIn = new SignInPage(invitedPage);
    await invitedSignIn.open();
    await invitedSignIn.signInAndWait(invited);
    const theirs = new InviteFriendPage(invitedPage);
    // The invited person follows the mail's link: it carries the code that proves the address.
    const { match } = await waitForOutboxMessage([invited], /\/invite\/friend\?invitation_code=[A-Z0-9-]+/);
    await theirs.open(match[0]);
    await expect(invitedPage.getByRole('textbox', { name: 'Code for the invitation to Parker Household' })).not.toHaveValue('');
    await expect(invitedPage.getByText('Pat Parker invited you to Parker Household')).toBeVisible();
    await expectNoAxeViolations(invitedPage, '/invite/friend with an invitation');
    await theirs.accept('Parker Household');
    await expect(invitedPage.getByText('You joined Parker Household. Switch to it from the account menu.')).toBeVisible();
    await expect(invitedPage.getByText('Accepted')).toBeVisible();
  } finally {
    await other.close();
  }

  // The sender sees the answer.
  await page.reload();
  await expect(page.getByText(`${invited.toLowerCase()} to Parker Household`)).toBeVisible();
  await expect(page.getByText('Accepted')).toBeVisible();
});
