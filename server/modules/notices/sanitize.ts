import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list a notice's rich text is cut to before it is stored: text formatting, lists,
 * headings, tables, quotes, code and links. No scripts, styles, images, frames, forms or event
 * attributes; links only to http(s) and mailto, opened in a new tab without an opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    h1: 'h2',
  },
};

export const sanitizeNotice = (html: string) => sanitizeHtml(html, OPTIONS).trim();
