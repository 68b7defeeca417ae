// The built-in provider's own pages (sign-in, sign-out, errors): Thai and English, light and dark, no
// script (CSP `script-src 'self'`), every value escaped.
export type Locale = 'th' | 'en';

export const LANGUAGE_COOKIE = 'i18next';

const text = {
  th: {
    product: 'ยาม',
    tagline: 'ระบบเฝ้าระวังยานพาหนะ',
    signInTitle: 'เข้าสู่ระบบ',
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    badCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    missing: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
    tooMany: 'พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
    logoutTitle: 'ออกจากระบบ',
    logoutQuestion: 'ต้องการออกจากระบบยามหรือไม่',
    logoutConfirm: 'ออกจากระบบ',
    cancel: 'ยกเลิก',
    loggedOutTitle: 'ออกจากระบบแล้ว',
    loggedOutText: 'คุณออกจากระบบเรียบร้อยแล้ว',
    signInAgain: 'เข้าสู่ระบบอีกครั้ง',
    errorTitle: 'ดำเนินการต่อไม่ได้',
    errorText: 'ไม่สามารถเข้าสู่ระบบต่อได้ กรุณากลับไปที่ยามแล้วลองใหม่อีกครั้ง',
    expiredText: 'หน้าเข้าสู่ระบบนี้หมดอายุแล้ว กรุณากลับไปที่ยามแล้วลองใหม่อีกครั้ง',
    details: 'รายละเอียด',
    backToApp: 'กลับไปที่ยาม',
    otherLanguage: 'English',
    otherLanguageLabel: 'Switch to English',
  },
  en: {
    product: 'Yaam',
    tagline: 'Vehicle watch system',
    signInTitle: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    badCredentials: 'Wrong username or password.',
    missing: 'Enter your username and password.',
    tooMany: 'Too many sign-in attempts. Wait a minute and try again.',
    logoutTitle: 'Sign out',
    logoutQuestion: 'Do you want to sign out of Yaam?',
    logoutConfirm: 'Sign out',
    cancel: 'Cancel',
    loggedOutTitle: 'Signed out',
    loggedOutText: 'You have signed out.',
    signInAgain: 'Sign in again',
    errorTitle: 'Cannot continue',
    errorText: 'Signing in cannot continue. Go back to Yaam and try again.',
    expiredText: 'This sign-in page has expired. Go back to Yaam and try again.',
    details: 'Details',
    backToApp: 'Back to Yaam',
    otherLanguage: 'ภาษาไทย',
    otherLanguageLabel: 'เปลี่ยนเป็นภาษาไทย',
  },
} as const;

export type Messages = (typeof text)[Locale];
export type MessageKey = keyof Messages;

export const messages = (locale: Locale): Messages => text[locale];

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

const asLocale = (tag: string | undefined): Locale | undefined => {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'th' || base === 'en' ? base : undefined;
};

/** The page language: the SPA's `i18next` cookie, else Accept-Language, else Thai. */
export function pickLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const fromCookie = asLocale(cookieValue(cookieHeader, LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { locale: asLocale(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.locale && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale ?? 'th';
}

/** The language switch: sets the cookie the SPA also reads, then returns to `returnTo`. */
export function languageSwitchHref(target: Locale, returnTo: string): string {
  return `/interaction/language/${target}?return=${encodeURIComponent(returnTo)}`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f9;--card:#fff;--fg:#14213d;--muted:#5b6478;--line:#c9d0dc;--accent:#1d3fbb;--accent-fg:#fff;--err-bg:#fdecec;--err-fg:#a4161a;--focus:#f5a524}
@media (prefers-color-scheme:dark){:root{--bg:#0c1222;--card:#141c30;--fg:#e7ebf3;--muted:#a3adc2;--line:#33405c;--accent:#7c9cff;--accent-fg:#0c1222;--err-bg:#3b1518;--err-fg:#ffb3b5}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.6 "Noto Sans Thai","Sarabun","Leelawadee UI",Tahoma,system-ui,-apple-system,"Segoe UI",sans-serif;padding:16px}
main{width:100%;max-width:400px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:28px;box-shadow:0 8px 24px rgb(0 0 0/.08)}
header{display:flex;justify-content:space-between;align-items:center;gap:12px;margin-bottom:20px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.25rem}
.brand small{display:block;font-weight:400;font-size:.8rem;color:var(--muted)}
.mark{width:36px;height:36px;border-radius:8px;background:var(--accent);color:var(--accent-fg);display:grid;place-items:center;font-size:1.1rem}
h1{font-size:1.35rem;margin:0 0 16px}
p{margin:0 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px 12px;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px}
button,.button{display:inline-block;width:100%;margin-top:20px;padding:11px 16px;font:inherit;font-weight:600;text-align:center;text-decoration:none;border:0;border-radius:8px;background:var(--accent);color:var(--accent-fg);cursor:pointer}
.secondary{background:transparent;color:var(--accent);border:1px solid var(--line);margin-top:10px}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{background:var(--err-bg);color:var(--err-fg);border-radius:8px;padding:10px 12px}
.muted{color:var(--muted);font-size:.9rem;word-break:break-word}
`;

export interface PageOptions {
  locale: Locale;
  title: string;
  /** Where the language switch returns to (a same-origin path). */
  returnTo: string;
  body: string;
}

export function renderPage({ locale, title, returnTo, body }: PageOptions): string {
  const t = messages(locale);
  const other: Locale = locale === 'th' ? 'en' : 'th';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t.product)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="page-title">
<header>
<div class="brand"><span class="mark" aria-hidden="true">ย</span><span>ยาม / Yaam<small>${escapeHtml(t.tagline)}</small></span></div>
<a href="${escapeHtml(languageSwitchHref(other, returnTo))}" lang="${other}" hreflang="${other}" aria-label="${escapeHtml(t.otherLanguageLabel)}">${escapeHtml(t.otherLanguage)}</a>
</header>
<h1 id="page-title">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  locale: Locale;
  action: string;
  username?: string;
  error?: MessageKey;
}

export function signInPage({ locale, action, username, error }: SignInPageOptions): string {
  const t = messages(locale);
  const alert = error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(t[error])}</p>` : '';
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return renderPage({
    locale,
    title: t.signInTitle,
    returnTo: action,
    body: `${alert}<form method="post" action="${escapeHtml(action)}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(username ?? '')}"${described}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
  });
}

export function logoutPage(locale: Locale, providerForm: string, returnTo: string, appUrl: string): string {
  const t = messages(locale);
  // The provider's form holds the xsrf token; the buttons submit it from outside with form="op.logoutForm".
  return renderPage({
    locale,
    title: t.logoutTitle,
    returnTo,
    body: `<p>${escapeHtml(t.logoutQuestion)}</p>
${providerForm}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutConfirm)}</button>
<a class="button secondary" href="${escapeHtml(appUrl)}">${escapeHtml(t.cancel)}</a>`,
  });
}

export function loggedOutPage(locale: Locale, returnTo: string, signInUrl: string): string {
  const t = messages(locale);
  return renderPage({
    locale,
    title: t.loggedOutTitle,
    returnTo,
    body: `<p role="status">${escapeHtml(t.loggedOutText)}</p>
<a class="button" href="${escapeHtml(signInUrl)}">${escapeHtml(t.signInAgain)}</a>`,
  });
}

export interface ErrorPageOptions {
  locale: Locale;
  returnTo: string;
  appUrl: string;
  expired?: boolean;
  code?: string | undefined;
  description?: string | undefined;
}

export function errorPage({
  locale,
  returnTo,
  appUrl,
  expired,
  code,
  description,
}: ErrorPageOptions): string {
  const t = messages(locale);
  const detail = code
    ? `<p class="muted">${escapeHtml(t.details)}: ${escapeHtml(code)}${description ? ` — ${escapeHtml(description)}` : ''}</p>`
    : '';
  return renderPage({
    locale,
    title: t.errorTitle,
    returnTo,
    body: `<p class="error" role="alert">${escapeHtml(expired ? t.expiredText : t.errorText)}</p>
${detail}
<a class="button" href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a>`,
  });
}
