import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Production mail through an SMTP server (QUBE_SMTP_URL); text messages would go to an SMS gateway's mail bridge. */
export const smtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) })),
      });
    },
  };
};
