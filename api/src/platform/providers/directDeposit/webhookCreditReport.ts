import { ConfigError } from '../../configError';
import type { CreditReport, ReportedCredit } from './directDepositNetwork';
import { webhookDirectDepositNetwork } from './webhookDirectDeposit';
import { signatureHeader } from './webhookSignature';

/**
 * The bank partner's report of the credits it took for us (QUBE_DIRECT_DEPOSIT_PROVIDER=webhook, ADR 0105), which the
 * reconciliation compares with what its webhook delivered:
 *
 *   GET <QUBE_DIRECT_DEPOSIT_REPORT_URL>?from=YYYY-MM-DD&to=YYYY-MM-DD
 *   Qube-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256, with the webhook's secret, of "<t>.GET <path>?<query>">
 *   → 200 {"credits": [{deposit_id, routing_number, account_number, payer_name, amount, effective_date}, …]}
 *
 * Signed as the partner signs its deliveries, the other way round: the partner knows the request is ours and recent.
 * The lines are the delivery's fields, as strings; the reconciliation checks each as it checks a delivery.
 */
export const REPORT_URL_VARIABLE = 'QUBE_DIRECT_DEPOSIT_REPORT_URL';
/** A report the partner takes longer than this to answer is tried again at the next reconciliation. */
export const REPORT_TIMEOUT_MS = 30_000;
/** A window's report is at most a few thousand lines; an answer far beyond that is not one. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

const LOOPBACK = new Set(['127.0.0.1', '127.0.0.2', 'localhost', '[::1]']);

/**
 * The report's URL; ConfigError at start when the webhook provider has none, or one that is not https (plain http only to
 * this machine, for a partner's test double). Without a report a delivery that never arrived would never land.
 */
export const webhookReportUrl = (processEnv: NodeJS.ProcessEnv): URL => {
  const text = processEnv[REPORT_URL_VARIABLE]?.trim() ?? '';
  if (text === '') {
    throw new ConfigError(`QUBE_DIRECT_DEPOSIT_PROVIDER=webhook needs ${REPORT_URL_VARIABLE} (the bank partner's report of credits, which finds deliveries that never arrived).`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${REPORT_URL_VARIABLE} is not a URL.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(`${REPORT_URL_VARIABLE} must be https (plain http only to this machine).`);
  }
  return url;
};

/** Why a report could not be read: the reconciliation's job fails and is retried with backoff. */
export class CreditReportError extends Error {}

const isReportedCredit = (value: unknown): value is ReportedCredit =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
  && ['deposit_id', 'routing_number', 'account_number', 'payer_name', 'amount', 'effective_date'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

type ReportOptions = { url: URL; secret: string; now: () => Date; fetch?: typeof fetch };

/**
 * The partner's report over HTTP. A line that is not an object of six strings is kept as a line of empty fields, so the
 * reconciliation counts it invalid rather than the whole report failing; an answer that is not a report fails.
 */
export const webhookCreditReport = ({ url, secret, now, fetch: fetchImpl = fetch }: ReportOptions): CreditReport => ({
  network: webhookDirectDepositNetwork.id,
  creditsBetween: async (from, to) => {
    const target = new URL(url);
    target.searchParams.set('from', from);
    target.searchParams.set('to', to);
    const signed = `GET ${target.pathname}${target.search}`;
    const response = await fetchImpl(target, {
      method: 'GET',
      headers: { accept: 'application/json', 'qube-signature': signatureHeader(secret, Math.floor(now().getTime() / 1000), signed) },
      signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
      redirect: 'error',
    }).catch((error: unknown) => {
      throw new CreditReportError(`direct-deposit report: ${target.origin} did not answer (${error instanceof Error ? error.message : String(error)})`);
    });
    if (response.status !== 200) throw new CreditReportError(`direct-deposit report: ${target.origin} answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > REPORT_MAX_BYTES) throw new CreditReportError('direct-deposit report: the answer is too large');
    const text = await response.text();
    if (text.length > REPORT_MAX_BYTES) throw new CreditReportError('direct-deposit report: the answer is too large');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CreditReportError('direct-deposit report: the answer is not JSON');
    }
    const credits = typeof body === 'object' && body !== null ? (body as { credits?: unknown }).credits : undefined;
    if (!Array.isArray(credits)) throw new CreditReportError('direct-deposit report: the answer has no credits list');
    return credits.map((line: unknown): ReportedCredit => {
      if (isReportedCredit(line)) return line;
      const id = typeof line === 'object' && line !== null && typeof (line as Record<string, unknown>).deposit_id === 'string' ? (line as { deposit_id: string }).deposit_id : '';
      return { deposit_id: id, routing_number: '', account_number: '', payer_name: '', amount: '', effective_date: '' };
    });
  },
});
