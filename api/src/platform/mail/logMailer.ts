import type { Mailer } from './mailer';

/** 'alex@demo.qube' → 'a***@demo.qube', '+15551234567' → '***4567': enough to trace a delivery, not to read it. */
export const maskRecipient = (to: string): string => {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return `***${to.slice(-4)}`;
};

/**
 * Production without an SMTP server: a log line per message. The body is never written anywhere, because it
 * holds the reset link or the verification code (ASVS 5.0 V16.2.5: sensitive data kept out of logs).
 */
export const logMailer = (log: (line: string) => void): Mailer => ({
  send: async (message) => {
    const files = message.attachments?.length ? `, ${message.attachments.length} attachment(s)` : '';
    log(`mail not delivered (no QUBE_SMTP_URL): to ${maskRecipient(message.to)}, subject "${message.subject}"${files}`);
  },
});
