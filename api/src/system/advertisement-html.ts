import sanitizeHtml from 'sanitize-html';

/**
 * What an advertisement body may contain when served: paragraphs, line breaks, emphasis, lists,
 * small headings and links to http(s) or mailto. Everything else (scripts, styles, images,
 * event handler attributes, javascript: links) is removed; links open in a new tab without
 * access to the portal window.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
};

export function sanitizeAdvertisementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
