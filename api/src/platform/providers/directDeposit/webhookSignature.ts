import crypto from 'node:crypto';

/**
 * The signature of a direct-deposit webhook delivery (ADR 0098), as the bank partner computes it and the API checks it:
 * header `Qube-Signature: t=<unix seconds>,v1=<hex>`, where v1 is HMAC-SHA256, keyed with the shared secret, of
 * `<t>.<the body's bytes exactly as sent>`. A header may carry several v1 (the partner signing with two secrets while
 * one is replaced): one match is enough. Pure: the route passes the raw body and the clock.
 */
export const SIGNATURE_HEADER = 'qube-signature';
/** A delivery signed more than this far from our clock, before or after, is refused: a recorded one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** Why a delivery was refused: for the log and the tests; the partner hears only 'Invalid signature.'. */
export type SignatureRefusal = 'missing' | 'malformed' | 'expired' | 'mismatch';

const hmacHex = (secret: string, timestamp: string, rawBody: Buffer): string =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The header value for a body signed at `timestamp` (unix seconds): what the partner sends (tests and the README's example). */
export const signatureHeader = (secret: string, timestamp: number, rawBody: Buffer | string): string =>
  `t=${timestamp},v1=${hmacHex(secret, String(timestamp), Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody))}`;

/** t and every v1 of a header, or null when it is not `t=<digits>,v1=<64 hex>[,v1=…]` (other keys are ignored, for later schemes). */
const parseHeader = (header: string): { timestamp: string; signatures: string[] } | null => {
  if (header.length > 1024) return null;
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) return null;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = value;
    } else if (key === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return null;
      signatures.push(value.toLowerCase());
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
};

/** null when the delivery is signed with the secret within the tolerance of `now`, else why not. Constant-time compare. */
export const checkSignature = (header: string | string[] | undefined, rawBody: Buffer, secret: string, now: Date): SignatureRefusal | null => {
  if (header === undefined || header === '') return 'missing';
  // A repeated header (two Qube-Signature lines) is ambiguous: refused, not merged.
  if (Array.isArray(header)) return 'malformed';
  const parsed = parseHeader(header);
  if (!parsed) return 'malformed';
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(parsed.timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, rawBody), 'hex');
  // Every v1 is compared (no early exit), each in constant time: the time says nothing of which one, or how much, matched.
  let matched = false;
  for (const signature of parsed.signatures) {
    if (crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched ? null : 'mismatch';
};
