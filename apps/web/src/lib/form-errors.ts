// Form errors in the user's language. zod and the API speak English; a form keeps a language-neutral
// token ("i18n:tooLong|{"max":100}") in react-hook-form and translates it when it renders, so a change
// of language re-translates errors already on screen.
import type { $ZodIssue, $ZodRawIssue } from 'zod/v4/core';

const PREFIX = 'i18n:';

export interface ErrorToken {
  code: string;
  params?: Record<string, string | number>;
}

export function encodeToken(code: string, params?: Record<string, string | number>): string {
  return `${PREFIX}${code}${params ? `|${JSON.stringify(params)}` : ''}`;
}

export function decodeToken(message: string | undefined): ErrorToken | null {
  if (!message?.startsWith(PREFIX)) return null;
  const rest = message.slice(PREFIX.length);
  const bar = rest.indexOf('|');
  if (bar < 0) return { code: rest };
  try {
    return { code: rest.slice(0, bar), params: JSON.parse(rest.slice(bar + 1)) as Record<string, string | number> };
  } catch {
    return { code: rest.slice(0, bar) };
  }
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The token of one zod issue (the `error` option of zodResolver's schema options). */
export function tokenOfIssue(issue: $ZodRawIssue<$ZodIssue> | $ZodIssue): ErrorToken {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { code: 'required' };
      return { code: 'tooShort', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { code: issue.origin === 'string' ? 'tooLong' : 'tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { code: issue.format === 'regex' ? 'format' : issue.format };
    case 'invalid_value':
      return { code: 'choose' };
    case 'invalid_type':
      return { code: 'input' in issue && isEmpty(issue.input) ? 'required' : 'invalid' };
    case 'invalid_union': {
      // "a value or empty" unions: report the first branch's complaint.
      const first = issue.errors?.[0]?.[0];
      return first ? tokenOfIssue(first) : { code: 'invalid' };
    }
    default:
      return { code: 'invalid' };
  }
}

export const zodErrorMap = (issue: $ZodRawIssue<$ZodIssue>) => ({ message: encodeToken(tokenOfIssue(issue).code, tokenOfIssue(issue).params) });

type FieldError = { type?: string | number; message?: string };

/**
 * The token of an error react-hook-form holds. Schema-level messages (a regex's English hint) win
 * over the resolver's error map in zod 4, so an untokenised message falls back to its issue code.
 */
export function tokenOfFieldError(error: FieldError): ErrorToken {
  const token = decodeToken(error.message);
  if (token) return token;
  if (error.type === 'invalid_format') return { code: 'format' };
  if (error.type === 'too_small') return { code: 'required' };
  return { code: 'invalid' };
}

/** i18next keys for an error, most specific first: `<ns>.fieldErrors.<field>.<code>`, then `common.validation.<code>`. */
export function errorKeys(ns: string, field: string, code: string): string[] {
  return [`${ns}.fieldErrors.${field}.${code}`, `common.validation.${code}`, 'common.validation.invalid'];
}

type T = (keys: string[], params?: Record<string, unknown>) => string;

export function translateFieldError(t: T, ns: string, field: string, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const { code, params } = tokenOfFieldError(error);
  return t(errorKeys(ns, field, code), params);
}

/** Known server messages (apps/server) and what they mean for a field. */
const SERVER_MESSAGES: Record<string, string> = {
  'already in use': 'taken',
  'does not exist': 'notFound',
};

/**
 * The `details` of an API 400/409 ({ field: 'body.badgeNo', message }) as form errors on the
 * fields the form has; the rest are returned so the page can show them elsewhere.
 */
export function serverFieldErrors<F extends string>(
  details: ReadonlyArray<{ field: string; message: string }> | undefined,
  fields: readonly F[],
): { fields: Array<{ name: F; message: string }>; other: Array<{ field: string; message: string }> } {
  const known = new Set<string>(fields);
  const out: Array<{ name: F; message: string }> = [];
  const other: Array<{ field: string; message: string }> = [];
  for (const d of details ?? []) {
    const name = d.field.replace(/^body\./, '').split('.')[0] ?? '';
    if (known.has(name) && !out.some((o) => o.name === name)) {
      out.push({ name: name as F, message: encodeToken(SERVER_MESSAGES[d.message] ?? 'invalid') });
    } else {
      other.push(d);
    }
  }
  return { fields: out, other };
}
