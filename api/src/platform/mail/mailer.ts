/** A file sent with a mail (the completed direct-deposit form's PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/** A mail or text message the API sends (reset links, verification codes, forms). */
export type OutgoingMessage = { to: string; subject: string; body: string; attachments?: MailAttachment[] };

/**
 * Where mail and text messages go. Development and tests use the outbox (readable through /api/dev/outbox);
 * production uses SMTP or, without one, a log line that never carries the body (it holds links and codes).
 */
export type Mailer = { send: (message: OutgoingMessage, at: Date) => Promise<void> };
