/** The mails the site sends. Each has a plain-text and an HTML part and names the site in the subject. */
import { OTP_TTL_MS } from '../../shared/limits';
import { CONFIRM_LINK_DAYS, NEWSLETTER_WORDS, SUBSCRIPTION_WORDS } from '../../shared/subscriptions';
import { escapeHtml } from '../../shared/text';
import type { Mail } from './mailer';

const SITE = 'Kestrel Digital';

function layout(title: string, paragraphs: string[], highlight?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const code = highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2a3147;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px;color:#0b1020">${escapeHtml(title)}</h1>${code}${body}
<p style="margin:24px 0 0;font-size:12px;color:#5b6477">${SITE}</p></div></body></html>`;
}

export function codeMail(to: string, code: string): Mail {
  const minutes = OTP_TTL_MS / 60_000;
  const lines = [
    `Use this code to reset your ${SITE} admin password. It expires in ${minutes} minutes and works once.`,
    'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: `${SITE}: your password reset code`,
    text: `Your code: ${code}\n\n${lines.join('\n\n')}\n`,
    html: layout('Your password reset code', lines, code),
  };
}

export function passwordChangedMail(to: string): Mail {
  const lines = [
    `The password of your ${SITE} admin account was just changed, and every signed-in session was signed out.`,
    'If this was not you, reset your password now and tell your site owner.',
  ];
  return {
    to,
    subject: `${SITE}: your password was changed`,
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your password was changed', lines),
  };
}

export function confirmEmailMail(to: string, link: string): Mail {
  const lines = [
    `Open this link to make ${to} the e-mail address of your ${SITE} admin account. It works once, for 24 hours.`,
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ];
  return {
    to,
    subject: `${SITE}: confirm your new e-mail address`,
    text: `${link}\n\n${lines.join('\n\n')}\n`,
    html: layout('Confirm your new e-mail address', lines).replace(
      '</h1>',
      `</h1><p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#4338ca;font-weight:700">Confirm ${escapeHtml(to)}</a></p>`,
    ),
  };
}

export function emailChangedMail(to: string, newEmail: string): Mail {
  const lines = [
    `The e-mail address of your ${SITE} admin account was changed to ${newEmail}. Sign-in and recovery codes go there now.`,
    'If this was not you, tell your site owner at once.',
  ];
  return {
    to,
    subject: `${SITE}: your e-mail address was changed`,
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your e-mail address was changed', lines),
  };
}

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  number: string;
  message: string;
}

/** A contact message for an administrator (issue 13): the message, a reply goes to its sender, a link to it. */
export function contactMessageMail(to: string, message: ContactMessage, link: string): Mail {
  const from = `${message.firstName} ${message.lastName}`.trim();
  const details = [`From: ${from} <${message.email}>`, `Phone: ${message.number}`];
  const closing = 'Reply to this e-mail to answer them. You can turn these e-mails off in your profile.';
  const paragraphs = message.message
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('');
  return {
    to,
    replyTo: message.email,
    subject: `${SITE}: new message from ${from}`,
    text: `${details.join('\n')}\n\n${message.message}\n\nOpen it: ${link}\n\n${closing}\n`,
    html: layout('New message received', details).replace(
      `<p style="margin:24px 0 0;font-size:12px`,
      `${paragraphs}<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#4338ca;font-weight:700">Open the message</a></p><p style="margin:0 0 16px;line-height:1.5;color:#5b6477">${escapeHtml(closing)}</p><p style="margin:24px 0 0;font-size:12px`,
    ),
  };
}

/** An invitation to join the staff (issue 13), with its link (48 hours, once). */
export function invitationMail(to: string, link: string, invitedBy: string | null): Mail {
  const lines = [
    `${invitedBy ?? 'An administrator'} invites you to the ${SITE} back office, where the site's pages, posts and messages are run.`,
    'Open the link to choose your name and password. It works once, for 48 hours.',
    'If you did not expect this, ignore this e-mail: nothing happens.',
  ];
  return {
    to,
    subject: `${SITE}: you are invited to the back office`,
    text: `${link}\n\n${lines.join('\n\n')}\n`,
    html: layout('You are invited', lines).replace(
      '</h1>',
      `</h1><p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#4338ca;font-weight:700">Accept the invitation</a></p>`,
    ),
  };
}

/** A post waiting for an editor (issue 25): who asks, which post, and the link that opens it. */
export function reviewRequestMail(to: string, title: string, writer: string | null, link: string): Mail {
  const lines = [
    `${writer ?? 'A writer'} asks you to review the post "${title}" before it is published.`,
    'Open it to publish it, schedule it, or send it back with a note.',
  ];
  return {
    to,
    subject: `${SITE}: "${title}" is waiting for your review`,
    text: `${link}\n\n${lines.join('\n\n')}\n`,
    html: layout('A post is waiting for your review', lines).replace(
      '</h1>',
      `</h1><p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#4338ca;font-weight:700">Open the post</a></p>`,
    ),
  };
}

/**
 * The confirmation of a newsletter subscription (issue 14): the link that gives consent, and how to say no.
 * It carries List-Unsubscribe like every mail to a subscriber.
 */
export function subscriptionConfirmMail(to: string, link: string, unsubscribeLink: string): Mail {
  const lines = [
    `Someone, hopefully you, asked to receive new articles from ${SITE} at this address.`,
    `To confirm, open this link (it works for ${CONFIRM_LINK_DAYS} days): ${link}`,
    'If it was not you, ignore this e-mail: nothing more will be sent to you.',
  ];
  // The HTML part shows the link as a button and keeps the unsubscribe link, as the text part does (issue 27).
  const html = layout('Please confirm your subscription', [lines[0] as string, lines[2] as string])
    .replace(
      '</h1>',
      `</h1><p style="margin:0 0 16px;line-height:1.5">To confirm, press the button (it works for ${CONFIRM_LINK_DAYS} days).</p>${button(link, SUBSCRIPTION_WORDS.confirmButton)}`,
    )
    .replace(`<p style="margin:24px 0 0;font-size:12px;color:#5b6477">${SITE}</p>`, unsubscribeFooter(unsubscribeLink));
  return {
    to,
    subject: SUBSCRIPTION_WORDS.confirmSubject,
    text: `${lines.join('\n\n')}\n\n${SUBSCRIPTION_WORDS.confirmButton}: ${link}\n\n--\n${NEWSLETTER_WORDS.unsubscribe}: ${unsubscribeLink}\n`,
    html,
    headers: listUnsubscribe(unsubscribeLink),
  };
}

/** A mail's one action as a button (a link styled inline: what mail clients keep). */
const button = (link: string, label: string) =>
  `<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;

/** The foot of every mail to a subscriber: who sends it, and the link that unsubscribes. */
const unsubscribeFooter = (link: string) =>
  `<p style="margin:32px 0 0;font-size:12px;line-height:1.5;color:#5b6477">${SITE}. <a href="${escapeHtml(link)}" style="color:#5b6477">${NEWSLETTER_WORDS.unsubscribe}</a></p>`;

/** RFC 2369 and RFC 8058: a mail client's own Unsubscribe button, one POST and done. */
export const listUnsubscribe = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** A new post as a subscriber receives it (issue 14). */
export interface NewsletterPost {
  title: string;
  excerpt: string;
  /** The article's absolute address. */
  link: string;
  /** An absolute address of the featured image, with its description, when the post has one. */
  image: { src: string; alt: string; width: number; height: number } | null;
}

/**
 * A new post for a subscriber: its title, excerpt, picture and link, as HTML with inline styles only (what mail
 * clients keep) and as plain text, with the unsubscribe link and headers. `messageId` is the same for every try
 * of one delivery, so that a mail service that received it once already drops a second copy.
 */
export function newsletterMail(
  to: string,
  post: NewsletterPost,
  unsubscribeLink: string,
  messageId: string,
): Mail & { messageId: string } {
  // Shown at most 456 px wide (the card's inner width), from a copy twice as wide for sharp screens.
  const shown = post.image ? Math.min(456, post.image.width) : 0;
  const image = post.image
    ? `<a href="${escapeHtml(post.link)}"><img src="${escapeHtml(post.image.src)}" alt="${escapeHtml(post.image.alt)}" width="${shown}" height="${Math.round((post.image.height * shown) / post.image.width)}" style="display:block;width:100%;max-width:${shown}px;height:auto;border:0;border-radius:8px;margin:0 0 20px"></a>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(post.title)}</title></head>
<body style="margin:0;font-family:Arial,sans-serif;color:#2a3147;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:12px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#4338ca">${SITE}</p>
${image}<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;color:#0b1020">${escapeHtml(post.title)}</h1>
<p style="margin:0 0 24px;line-height:1.6">${escapeHtml(post.excerpt)}</p>
<p style="margin:0 0 8px"><a href="${escapeHtml(post.link)}" style="display:inline-block;background:#4338ca;color:#fff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${NEWSLETTER_WORDS.readArticle}</a></p>
<p style="margin:32px 0 0;font-size:12px;line-height:1.5;color:#5b6477">${NEWSLETTER_WORDS.footer} <a href="${escapeHtml(unsubscribeLink)}" style="color:#5b6477">${NEWSLETTER_WORDS.unsubscribe}</a></p>
</div></body></html>`;
  const text = `${post.title}\n\n${post.excerpt}\n\n${NEWSLETTER_WORDS.readArticle}: ${post.link}\n\n--\n${NEWSLETTER_WORDS.footer}\n${NEWSLETTER_WORDS.unsubscribe}: ${unsubscribeLink}\n`;
  return { to, subject: post.title, text, html, headers: listUnsubscribe(unsubscribeLink), messageId };
}
