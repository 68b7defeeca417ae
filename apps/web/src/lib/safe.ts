// SPEC §5: attribute values escaped; inline event handlers and javascript: URLs neutralised in HTML
// rendered from data; external navigation refused unless allowed; dangerous protocols refused.
import { REFUSED_PROTOCOLS } from '@yaam/shared/spec';

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

export function escapeAttr(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => ATTR_ESCAPES[c] ?? c);
}

export const escapeHtml = escapeAttr;

/** The protocol of a URL as a browser would read it (control characters and spaces ignored). */
function protocolOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return m ? `${m[1]}:` : null;
}

export function isRefusedProtocol(url: string): boolean {
  const protocol = protocolOf(url);
  return protocol !== null && (REFUSED_PROTOCOLS as readonly string[]).includes(protocol);
}

export function isExternalUrl(url: string, origin = window.location.origin): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return false;
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * Whether navigation to `url` may happen: refused protocols never; other origins only when the
 * caller explicitly allows external navigation.
 */
export function canNavigate(url: string, options: { external?: boolean } = {}, origin?: string): boolean {
  if (isRefusedProtocol(url)) return false;
  if (isExternalUrl(url, origin ?? window.location.origin)) return options.external === true;
  return true;
}

export function navigateTo(url: string, options: { external?: boolean; replace?: boolean } = {}): boolean {
  if (!canNavigate(url, options)) {
    console.warn(`Navigation refused: ${url}`);
    return false;
  }
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
  return true;
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data']);
const DROPPED_TAGS = 'script,style,iframe,object,embed,link,meta,base,form,noscript,template';

/** Removes scripts, inline event handlers and refused-protocol URLs from HTML that came from data. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROPPED_TAGS).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if (URL_ATTRS.has(name) && isRefusedProtocol(attr.value)) el.setAttribute(attr.name, '#');
      else if (name === 'style' && /expression|javascript:|url\(/i.test(attr.value)) el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.innerHTML;
}
