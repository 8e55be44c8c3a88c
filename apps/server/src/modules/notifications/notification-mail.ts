import { escapeHtml, type Mail } from '../mail/mail.module.ts';

/** The e-mail of a notification: its title as the subject, its text and a link to open it. */
export function notificationMail(input: {
  name: string;
  notification: { title: string; body: string };
  link: string;
}): Omit<Mail, 'to' | 'platformId'> {
  const { name, notification, link } = input;
  const greeting = `Olá, ${name}!`;
  const action = 'Abrir na plataforma';
  const note =
    'Você recebe este e-mail porque ativou as notificações por e-mail. Altere nas configurações de notificação.';
  const paragraphs = notification.body.split(/\n+/).filter(Boolean);
  return {
    subject: notification.title,
    text: [greeting, '', ...paragraphs, '', `${action}: ${link}`, '', note].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<h2>${escapeHtml(notification.title)}</h2>`,
      ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(note)}</p>`,
    ].join('\n'),
  };
}
