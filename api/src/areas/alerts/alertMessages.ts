import type { OutgoingMessage } from '../../platform/mail/mailer';

/**
 * The e-mail or text of an alert: the notification's own title and sentence (our wording, amounts and qube names
 * only: no account or card numbers, no codes, no sign-in links), a link to the site's overview, and where to switch
 * the alert off. A text is the sentence alone, short enough for one message.
 */
export const alertMessage = (
  notification: { title: string; body: string },
  channel: 'email' | 'text',
  origin: string,
  to: string,
): OutgoingMessage =>
  channel === 'text'
    ? { to, subject: 'Qube alert', body: `Qube: ${notification.body}`.slice(0, 320) }
    : {
        to,
        subject: notification.title,
        body: `${notification.body}\n\nOpen Qube: ${origin}/dashboard\n\nYou get this e-mail because this alert is on. Switch it off in Manage Account › Notification settings: ${origin}/manage-account`,
      };
