import { SENDER_SENDS_PER_HOUR, TARGET_SENDS_PER_HOUR } from '../../platform/http/rateLimits';
import type { RouteLimit } from '../../platform/http/routeLimiter';
import { INVITE_LIMITS } from './invitations.routes';

const MINUTE = 60_000;

/**
 * The abuse-sensitive steps of ON-72 and their limits. Texts and code checks use registration's counter names
 * (platform/http/rateLimits.ts), so a phone or an address has one budget across registration and authorized users; the
 * owner's invitations share the other invitations' budget (areas/registration/invitations.routes.ts).
 */
export const AUTHORIZED_USER_LIMITS = {
  open: [{ name: 'authorized-user-open', by: 'ip', max: 30, windowMs: 15 * MINUTE }],
  // The sender (the address, the invitation, the address with the phone) before the phone's wider cap, as registration
  // counts them (platform/http/rateLimits.ts codeSendLimits): a stranger never spends the invited person's texts.
  sendCode: [
    { name: 'registration-code-send', by: 'ip', max: 20, windowMs: 60 * MINUTE },
    { name: 'authorized-user-code-send', by: 'invitation', max: SENDER_SENDS_PER_HOUR, windowMs: 60 * MINUTE },
    { name: 'registration-code-send', by: 'ip-phone', max: SENDER_SENDS_PER_HOUR, windowMs: 60 * MINUTE },
    { name: 'registration-code-send', by: 'phone', max: TARGET_SENDS_PER_HOUR, windowMs: 60 * MINUTE },
  ],
  checkCode: [
    { name: 'registration-code-check', by: 'ip', max: 30, windowMs: 15 * MINUTE },
    { name: 'authorized-user-code-check', by: 'invitation', max: 10, windowMs: 15 * MINUTE },
  ],
  finish: [{ name: 'registration-apply', by: 'ip', max: 10, windowMs: 60 * MINUTE }],
  invite: INVITE_LIMITS,
} satisfies Record<string, readonly RouteLimit[]>;
