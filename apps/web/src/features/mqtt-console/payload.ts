// How the console shows a payload: JSON pretty-printed (a one-line summary until expanded), UTF-8
// text as text, anything else as hex and its size. Payloads are shown as React text, never as HTML.

export type PayloadView =
  | { kind: 'empty' }
  | { kind: 'json'; summary: string; pretty: string; truncated: false }
  | { kind: 'text'; summary: string; text: string; truncated: boolean }
  | { kind: 'binary'; hex: string; truncated: boolean };

/** Characters of a payload the console keeps for display and search. */
export const TEXT_LIMIT = 64 * 1024;
/** Bytes of a binary payload shown in hex. */
export const HEX_LIMIT = 256;
/** Characters of the one-line summary. */
export const SUMMARY_LIMIT = 160;

const decoder = new TextDecoder('utf-8', { fatal: true });

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LIMIT ? `${flat.slice(0, SUMMARY_LIMIT - 1)}…` : flat;
}

export function toHex(bytes: Uint8Array, limit = HEX_LIMIT): string {
  const out: string[] = [];
  for (let i = 0; i < Math.min(bytes.length, limit); i++) out.push((bytes[i] ?? 0).toString(16).padStart(2, '0'));
  return out.join(' ');
}

export function describePayload(bytes: Uint8Array): PayloadView {
  if (bytes.length === 0) return { kind: 'empty' };
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { kind: 'binary', hex: toHex(bytes), truncated: bytes.length > HEX_LIMIT };
  }
  // Control characters other than tab and line breaks mean bytes, not text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) {
    return { kind: 'binary', hex: toHex(bytes), truncated: bytes.length > HEX_LIMIT };
  }
  const trimmed = text.trimStart();
  if (text.length <= TEXT_LIMIT && (trimmed.startsWith('{') || trimmed.startsWith('['))) {
    try {
      const value: unknown = JSON.parse(text);
      return { kind: 'json', summary: oneLine(JSON.stringify(value)), pretty: JSON.stringify(value, null, 2), truncated: false };
    } catch {
      // not JSON after all: text
    }
  }
  const truncated = text.length > TEXT_LIMIT;
  const kept = truncated ? text.slice(0, TEXT_LIMIT) : text;
  return { kind: 'text', summary: oneLine(kept), text: kept, truncated };
}

/** The text a search looks in (lower case); binary payloads have none. */
export function searchableText(view: PayloadView): string {
  switch (view.kind) {
    case 'json':
      return view.pretty.toLowerCase();
    case 'text':
      return view.text.toLowerCase();
    default:
      return '';
  }
}

/** "512 B", "1.5 KB", "2.3 MB" in the user's number format. */
export function formatSize(bytes: number, locale: string): string {
  const n = (v: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(v);
  if (bytes < 1024) return `${n(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${n(bytes / 1024, 1)} KB`;
  return `${n(bytes / (1024 * 1024), 1)} MB`;
}

export type JsonCheck =
  | { kind: 'empty' }
  | { kind: 'json' }
  | { kind: 'text' }
  /** Starts like JSON but does not parse; where the parser stopped, when it says. */
  | { kind: 'invalidJson'; line?: number; column?: number };

/** The publish form's hint: is the payload JSON, plain text, or JSON with a mistake (sent as text). */
export function checkJson(payload: string): JsonCheck {
  const trimmed = payload.trim();
  if (trimmed === '') return { kind: 'empty' };
  try {
    JSON.parse(payload);
    return { kind: 'json' };
  } catch (error) {
    if (!/^[[{"]/.test(trimmed)) return { kind: 'text' };
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    if (!at) return { kind: 'invalidJson' };
    const before = payload.slice(0, Number(at[1]));
    const lines = before.split('\n');
    return { kind: 'invalidJson', line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
  }
}
