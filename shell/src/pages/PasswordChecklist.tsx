import { passwordChecklist } from '@qube/shared/password';

// Plain markup, no antd: the /manage-account Password card draws it on its first view
// (docs/adr/0015-plain-markup-first-views.md).
export const PASSWORD_CHANGED = 'Your password has been changed.';

/**
 * The password rules, ticked live as the user types (SD-15): guidance from the spec. The API's own rules (8 to 128
 * characters, not a common password, not the e-mail) answer under the field. Also used by the manage-account Password card.
 */
export function PasswordChecklist({ password, id = 'password-rules' }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin: '-8px 0 16px', fontSize: 13 }}>
      {passwordChecklist(password).map((item) => (
        <li key={item.id} data-met={item.isMet} style={{ color: item.isMet ? '#237804' : '#5c5c5c', display: 'flex', gap: 6 }}>
          <span role="img" aria-label={item.isMet ? 'Met' : 'Not met'}>
            {item.isMet ? '✓' : '○'}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
