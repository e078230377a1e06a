import { firstError, validateEmail, validateRequired } from '@qube/shared';
import type { PlainRule } from '@qube/shared/ui/plain';

/** The e-mail of an invitation: required, then well formed (SD-14, SD-19), so the browser says what the API would. */
export const emailRule: PlainRule<Record<string, string>> = (value) => firstError(validateRequired, validateEmail)(value);
