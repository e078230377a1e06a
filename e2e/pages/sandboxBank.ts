import { request } from '@playwright/test';

/**
 * The sandbox bank's test clock (POST /api/dev/sandbox-bank/advance, development and test only): settles now every
 * deposit of one account the bank would settle within `minutes` (only that account's: tests run side by side).
 * Answers how many settled.
 */
export async function advanceSandboxBank(minutes: number, accountId: number, baseURL = 'http://127.0.0.1:8090'): Promise<number> {
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/api/dev/sandbox-bank/advance', { data: { minutes, account_id: accountId }, headers: { 'X-API-Version': '15' } });
    if (!response.ok()) throw new Error(`Could not advance the sandbox bank: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { settled: number }).settled;
  } finally {
    await context.dispose();
  }
}
