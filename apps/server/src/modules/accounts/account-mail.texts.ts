import { escapeHtml, type Mail } from '../mail/mail.module.ts';

interface MailTarget {
  to: string;
  name: string;
  platformId: string;
  platformName: string;
  link: string;
}

/** A plain-text mail and its HTML twin: greeting, paragraphs, one button-like link, a closing note. */
function compose(target: MailTarget, subject: string, lines: string[], action: string, note: string): Mail {
  const greeting = `Olá, ${target.name}!`;
  const text = [greeting, '', ...lines, '', target.link, '', note, '', target.platformName].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(target.link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(note)}</p>`,
    `<p>${escapeHtml(target.platformName)}</p>`,
  ].join('\n');
  return { to: target.to, subject, text, html, platformId: target.platformId };
}

export function verificationMail(target: MailTarget, validDays: number): Mail {
  return compose(
    target,
    `Confirme o seu e-mail - ${target.platformName}`,
    [`Para confirmar a sua conta em ${target.platformName}, abra o link abaixo (válido por ${validDays} dias).`],
    'Confirmar minha conta',
    'Se você não fez este cadastro, ignore este e-mail.',
  );
}

export function passwordResetMail(target: MailTarget, validMinutes: number): Mail {
  return compose(
    target,
    `Recuperação de senha - ${target.platformName}`,
    [
      `Recebemos um pedido para redefinir a sua senha em ${target.platformName}.`,
      `Abra o link abaixo para criar uma nova senha. Ele vale por ${validMinutes} minutos e só pode ser usado uma vez.`,
    ],
    'Criar uma nova senha',
    'Se você não pediu a recuperação, ignore este e-mail: a sua senha continua a mesma.',
  );
}
