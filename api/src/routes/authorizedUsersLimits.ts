import type { RouteLimit } from '../plugins/routeLimiter';
import { INVITE_LIMITS } from './invitations';

const MINUTE = 60_000;

/**
 * The abuse-sensitive steps of ON-72 and their limits. Texts and code checks use registration's counter names
 * (plugins/rateLimits.ts), so a phone or an address has one budget across registration and authorized users; the
 * owner's invitations share the other invitations' budget (routes/invitations.ts).
 */
export const AUTHORIZED_USER_LIMITS = {
  open: [{ name: 'authorized-user-open', by: 'ip', max: 30, windowMs: 15 * MINUTE }],
  sendCode: [
    { name: 'registration-code-send', by: 'ip', max: 20, windowMs: 60 * MINUTE },
    { name: 'registration-code-send', by: 'phone', max: 5, windowMs: 60 * MINUTE },
    { name: 'authorized-user-code-send', by: 'invitation', max: 5, windowMs: 60 * MINUTE },
  ],
  checkCode: [
    { name: 'registration-code-check', by: 'ip', max: 30, windowMs: 15 * MINUTE },
    { name: 'authorized-user-code-check', by: 'invitation', max: 10, windowMs: 15 * MINUTE },
  ],
  finish: [{ name: 'registration-apply', by: 'ip', max: 10, windowMs: 60 * MINUTE }],
  invite: INVITE_LIMITS,
} satisfies Record<string, readonly RouteLimit[]>;
