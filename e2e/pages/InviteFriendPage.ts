import { expect, type Page } from '@playwright/test';

/** /invite/friend (ON-70, ON-71): invite a friend, and the joint-account invitations. */
export class InviteFriendPage {
  constructor(private readonly page: Page) {}

  /** `path` is /invite/friend, or the link of an invitation mail (it carries the acceptance code). */
  async open(path = '/invite/friend') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Invite a Friend' })).toBeVisible();
  }

  async inviteToJointAccount(email: string) {
    await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send Joint Invitation' }).click();
    await expect(this.page.getByText(`Invitation sent to ${email.toLowerCase()}.`)).toBeVisible();
  }

  async accept(accountName: string) {
    await this.page.getByRole('button', { name: `Accept the invitation to ${accountName}` }).click();
  }
}
