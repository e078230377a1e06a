import crypto from 'node:crypto';
import type { Mailer } from '../../platform/mail/mailer';
import { hashToken } from '../../platform/http/auth';
import type { QubeEnv } from '../../platform/env';

/**
 * The texted 5-digit code that proves a phone (ON-42; registration, authorized users and the guest sign-up use the
 * same rules): it lives 10 minutes and allows 5 wrong tries; another may be asked for after 50 s.
 */
export const PHONE_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_AFTER_SECONDS = 50;
export const PHONE_CODE_INVALID = 'The verification code is incorrect or has expired.';

/** A new code; API-15: outside production QUBE_SMS_FIXED_CODE (5 digits) makes every code that value. */
export const newPhoneCode = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): string => {
  const fixed = processEnv.QUBE_SMS_FIXED_CODE ?? '';
  return env !== 'production' && /^\d{5}$/.test(fixed) ? fixed : crypto.randomInt(0, 100_000).toString().padStart(5, '0');
};

/** Whether `clear` hashes to `hash` (sha256 as hashToken stores it), compared in constant time. */
export const matchesHash = (clear: string, hash: string): boolean => {
  const a = Buffer.from(hashToken(clear));
  const b = Buffer.from(hash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** Whether the typed code is 5 digits and the one whose hash was stored. */
export const phoneCodeMatches = (code: string, hash: string): boolean => /^\d{5}$/.test(code) && matchesHash(code, hash);

/** Texts the code to the phone (the mailer's text-message channel). */
export const textPhoneCode = (mailer: Mailer, phone: string, code: string, at: Date) =>
  mailer.send({ to: phone, subject: 'Qube verification code', body: `Your Qube verification code is ${code}` }, at);
