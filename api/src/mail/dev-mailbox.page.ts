import { DEV_MAILBOX_KEY_PARAM, DEV_MAILBOX_PATH } from './dev-mailbox.access';
import { escapeHtml, linkify } from './html';
import { MailStatus, type OutboxEmail } from './outbox-email.entity';

const STYLE = `
body{font-family:Arial,Helvetica,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
header{background:#1c4e80;color:#fff;padding:12px 24px}
header h1{font-size:18px;margin:0}
header p{margin:4px 0 0;font-size:13px;opacity:.85}
main{padding:16px 24px;max-width:960px}
article{background:#fff;border:1px solid #d8dbe0;border-radius:6px;padding:16px;margin:0 0 16px}
article h2{font-size:16px;margin:0 0 6px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:13px;color:#444}
dt{font-weight:bold}
dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;font-size:14px;margin:0 0 12px;background:#fafbfc;border:1px solid #eceef1;padding:12px}
a{color:#1c4e80}
nav a{margin-right:12px;font-size:13px}
.empty{color:#555}
`;

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    // Links leave for the portal's pages: the address bar's key must not go with them.
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    '<header><h1>Development mailbox</h1><p>Mail the portal would have sent, newest first. Only on development machines (DEV_MAILBOX).</p></header>',
    `<main>${body}</main>`,
    '</body></html>',
  ].join('\n');
}

/** A link inside the mailbox: it carries the key, or the next page would answer 404. */
function mailboxHref(path: string, key: string): string {
  return escapeHtml(`${DEV_MAILBOX_PATH}${path}?${DEV_MAILBOX_KEY_PARAM}=${encodeURIComponent(key)}`);
}

function mailArticle(m: OutboxEmail, headingLink: boolean, key: string): string {
  const subject = escapeHtml(m.subject);
  const id = encodeURIComponent(m.id);
  return [
    '<article>',
    `<h2>${headingLink ? `<a href="${mailboxHref(`/${id}`, key)}">${subject}</a>` : subject}</h2>`,
    '<dl>',
    `<dt>To</dt><dd>${escapeHtml(m.to)}</dd>`,
    `<dt>Time</dt><dd><time datetime="${escapeHtml(m.createdAt.toISOString())}">${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></dd>`,
    `<dt>Transport</dt><dd>${escapeHtml(m.transport)}</dd>`,
    `<dt>Status</dt><dd>${escapeHtml(describeStatus(m))}</dd>`,
    '</dl>',
    m.text
      ? `<pre>${linkify(m.text)}</pre>`
      : `<p class="empty">${m.status === MailStatus.Failed ? 'The body of mail that could not be delivered is not kept.' : 'The body was sent by SMTP and is not kept.'}</p>`,
    `<nav>${m.html ? `<a href="${mailboxHref(`/${id}/html`, key)}">View as HTML</a>` : ''}${headingLink ? '' : `<a href="${mailboxHref('', key)}">All mail</a>`}</nav>`,
    '</article>',
  ].join('\n');
}

function describeStatus(m: OutboxEmail): string {
  const tries = `${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`;
  switch (m.status) {
    case MailStatus.Sent:
      return `delivered (${tries})`;
    case MailStatus.Failed:
      return `failed after ${tries}: ${m.error ?? 'unknown error'}`;
    default:
      return m.error ? `queued, retrying after ${tries} (last error: ${m.error})` : 'queued';
  }
}

/**
 * The mailbox page: every delivered (or failed) mail with its subject, recipient, time, status
 * and plain-text body (links clickable). Mail still queued for the delivery job is only counted.
 */
export function renderMailbox(mails: OutboxEmail[], key: string, queued = 0, texts: DevText[] = []): string {
  const waiting = queued ? `<p class="empty">${queued} more mail${queued === 1 ? ' is' : 's are'} queued for delivery; reload in a moment.</p>` : '';
  const body = mails.length ? mails.map((m) => mailArticle(m, true, key)).join('\n') : '<p class="empty">No mail yet.</p>';
  return page(`Mailbox (${mails.length})`, waiting + body + textsSection(texts));
}

/** A text message the SMS port's dev adapter kept (outbox_sms), as the mailbox shows it. */
export interface DevText {
  to: string;
  body: string;
  createdAt: Date;
  status: string;
}

/** The texts section: what the portal would have texted, newest first (issue 16's claim alerts). */
function textsSection(texts: DevText[]): string {
  const items = texts.map((t) =>
    [
      '<article class="text">',
      `<h2>Text to ${escapeHtml(t.to)}</h2>`,
      `<dl><dt>Sent</dt><dd>${escapeHtml(t.createdAt.toISOString())}</dd><dt>Status</dt><dd>${escapeHtml(t.status)}</dd></dl>`,
      `<pre>${linkify(escapeHtml(t.body))}</pre>`,
      '</article>',
    ].join('\n'),
  );
  return `<section aria-labelledby="texts"><h2 id="texts">Texts (${texts.length})</h2>${items.length ? items.join('\n') : '<p class="empty">No texts yet.</p>'}</section>`;
}

export function renderMail(mail: OutboxEmail, key: string): string {
  return page(mail.subject, mailArticle(mail, false, key));
}
