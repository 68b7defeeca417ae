// For the translation-coverage tests (features/*/messages.test.ts) only; app code never imports this
// (it reads files with node:fs). Loads the th/en catalogues, looks keys up in them, and collects the
// literal keys a feature's source files mention (a prefix, a dot and the rest, in any kind of quotes;
// no quoted example here: the i18n test scans lib/ for the common keys it uses).
import fs from 'node:fs';
import path from 'node:path';

export type Messages = Record<string, unknown>;

const I18N = path.resolve(import.meta.dirname, '../../public/_i18n');
const ROUTES = path.resolve(import.meta.dirname, '../routes/_default');

/** The catalogue public/_i18n/{lng}/messages.json. */
export const loadMessages = (lng: string): Messages =>
  JSON.parse(fs.readFileSync(path.join(I18N, lng, 'messages.json'), 'utf8')) as Messages;

/** What a dotted key points at: a message, a namespace object, or undefined. */
export const messageAt = (obj: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );

export interface LookupOptions {
  /** Also count `${key}_other` (the i18next plural form t(key, { count }) resolves to) as the message. */
  plurals?: boolean;
}

/** Whether the key is a message (a string), not a namespace and not missing. */
export const hasMessage = (obj: unknown, key: string, { plurals = false }: LookupOptions = {}): boolean =>
  typeof messageAt(obj, key) === 'string' || (plurals && typeof messageAt(obj, `${key}_other`) === 'string');

/** The keys that are not messages in the catalogue (so expect(...).toEqual([]) names them). */
export const missingKeys = (messages: Messages, keys: readonly string[], options?: LookupOptions): string[] =>
  keys.filter((k) => !hasMessage(messages, k, options));

/** Every leaf key below an object, dotted and relative to it ([''] for a leaf itself, e.g. undefined). */
export const leafKeys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
        leafKeys(v, prefix ? `${prefix}.${k}` : k),
      )
    : [prefix];

/** The .ts/.tsx files under a directory, recursively, tests (*.test.ts) left out. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Files in routes/_default: the named ones (a missing one fails when read), or every one `pick` accepts. */
export const routeFiles = (pick: readonly string[] | ((name: string) => boolean)): string[] =>
  (typeof pick === 'function' ? fs.readdirSync(ROUTES).filter(pick) : pick).map((f) => path.join(ROUTES, f));

export interface ScanOptions {
  /** Regex source for what follows `prefix.`; the default allows letters, digits, _ and dots. */
  keyPattern?: string;
}

/** The distinct quoted strings in the files that start with one of the prefixes and a dot. */
export function scanKeys(
  files: readonly string[],
  prefixes: readonly string[],
  { keyPattern = '[A-Za-z0-9_.]+' }: ScanOptions = {},
): string[] {
  const re = new RegExp(`['"\`]((?:${prefixes.join('|')})\\.${keyPattern})['"\`]`, 'g');
  return [
    ...new Set(files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(re)].map((m) => m[1] as string))),
  ];
}
