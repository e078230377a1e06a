import { request } from '@playwright/test';

/** A mail or text message the API would have sent (development outbox). */
export type OutboxMessage = { to: string; subject: string; body: string; created_at: string };

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Reads the development outbox (GET /api/dev/outbox?to=…) until a message to one of `recipients`
 * matches `pattern`, and returns the newest match. Phone recipients match on their digits, so a
 * number stored as (555) 123-4567 or 5551234567 is found either way.
 */
export async function waitForOutboxMessage(
  recipients: string[],
  pattern: RegExp,
  { baseURL = 'http://127.0.0.1:8090', timeoutMs = 10_000 } = {},
): Promise<{ message: OutboxMessage; match: RegExpMatchArray }> {
  const context = await request.newContext({ baseURL });
  const wanted = new Set(recipients.map((r) => r.toLowerCase()));
  const wantedDigits = new Set(recipients.map(digits).filter((d) => d.length >= 10).map((d) => d.slice(-10)));
  const isFor = (to: string) => wanted.has(to.toLowerCase()) || (digits(to).length >= 10 && wantedDigits.has(digits(to).slice(-10)));
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const found: OutboxMessage[] = [];
      for (const to of ['', ...recipients]) {
        const response = await context.get(`/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
        if (response.ok()) found.push(...((await response.json()) as { results: OutboxMessage[] }).results);
      }
      const newestFirst = found.filter((m) => isFor(m.to)).sort((a, b) => b.created_at.localeCompare(a.created_at));
      for (const message of newestFirst) {
        const match = message.body.match(pattern) ?? message.subject.match(pattern);
        if (match) return { message, match };
      }
      if (Date.now() > deadline) throw new Error(`No outbox message to ${recipients.join(', ')} matched ${pattern}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await context.dispose();
  }
}
