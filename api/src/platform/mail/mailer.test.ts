import { logMailer, maskRecipient } from './logMailer';

describe('production mail', () => {
  it('masks the recipient of a mail and of a text message', () => {
    expect(maskRecipient('alex@demo.qube')).toBe('a***@demo.qube');
    expect(maskRecipient('+15551234567')).toBe('***4567');
  });

  it('logs a message without its body, so a reset link or a code is never stored in clear', async () => {
    const lines: string[] = [];
    await logMailer((line) => lines.push(line)).send({ to: 'alex@demo.qube', subject: 'Reset your Qube password', body: 'https://x/new-password?token=secret-token' }, new Date());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Reset your Qube password');
    expect(lines[0]).not.toContain('secret-token');
    expect(lines[0]).not.toContain('alex@');
  });
});
