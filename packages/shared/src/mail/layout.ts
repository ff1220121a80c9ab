// Every message's two parts from one template (DESIGN §11): plain text, and HTML in the workspace's
// brand (its firm's name and accent). Everything a template puts in the HTML is escaped here; the
// words a user typed stay plain text.
import escapeHtml from 'escape-html';

export interface MailBrand {
  /** The firm's name, else the product's. */
  firmName: string;
  /** #rrggbb, else the product's. */
  accentColor: string;
}

/** A message: its subject, its paragraphs, one call to action (a link) and a closing line. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Under the button: why the reader got it, how long the link works. */
  footnote: string;
  /** Entries listed after the paragraphs, each with its own link (the events of a batched message). */
  items?: MailItem[] | undefined;
  /** Where one click stops this kind of message (not for security messages). */
  unsubscribeUrl?: string | undefined;
}

/** One entry: a heading line, someone's words (plain text, kept as typed) and the link to it, if it has its own. */
export interface MailItem {
  heading: string;
  words: string;
  link?: { label: string; url: string } | undefined;
}

const PRODUCT = 'Growth Suite';
const DEFAULT_ACCENT = '#1f4e79';
const isColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

export function renderMail(content: MailContent, brand: MailBrand): { subject: string; text: string; html: string } {
  const firm = brand.firmName.trim() || PRODUCT;
  const accent = isColor(brand.accentColor) ? brand.accentColor : DEFAULT_ACCENT;
  const unsubscribe = content.unsubscribeUrl ? `Stop these messages: ${content.unsubscribeUrl}` : '';
  const items = content.items ?? [];
  const itemTexts = items.map((item) => [item.heading, item.words, item.link ? `${item.link.label}: ${item.link.url}` : ''].filter(Boolean).join('\n'));
  const text = [...content.paragraphs, ...itemTexts, `${content.action.label}: ${content.action.url}`, content.footnote, unsubscribe, `— ${firm}`].filter(Boolean).join('\n\n');
  const itemHtml = items
    .map(
      (item) =>
        `<div style="margin:0 0 16px;padding:12px 14px;border-left:3px solid ${accent};background:#f6f8fa"><p style="margin:0 0 6px;font-size:13px;color:#57606a">${escapeHtml(item.heading)}</p>` +
        `<p style="margin:0;line-height:1.5;white-space:pre-wrap">${escapeHtml(item.words)}</p>` +
        (item.link ? `<p style="margin:8px 0 0"><a href="${escapeHtml(item.link.url)}" style="color:${accent}">${escapeHtml(item.link.label)}</a></p>` : '') +
        '</div>',
    )
    .join('');
  const paragraphs = content.paragraphs.map((line) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`).join('') + itemHtml;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border-top:4px solid ${accent}">
<tr><td style="padding:24px 28px 8px;font-size:18px;font-weight:bold;color:${accent}">${escapeHtml(firm)}</td></tr>
<tr><td style="padding:8px 28px 8px;font-size:15px">${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${accent};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57606a;line-height:1.5">${escapeHtml(content.footnote)}</p>
<p style="margin:0 0 16px;font-size:13px;color:#57606a;word-break:break-all">${escapeHtml(content.action.url)}</p>${
    content.unsubscribeUrl ? `<p style="margin:0 0 16px;font-size:12px;color:#57606a"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#57606a">Stop these messages</a></p>` : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
