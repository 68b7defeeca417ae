import { describe, expect, it } from 'vitest';

import { canNavigate, escapeAttr, isRefusedProtocol, sanitizeHtml } from './safe';

describe('safety helpers (SPEC §5)', () => {
  it('escapes attribute values', () => expect(escapeAttr(`"><img src=x onerror='a'>&`)).toBe('&quot;&gt;&lt;img src=x onerror=&#39;a&#39;&gt;&amp;'));

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:x', 'data:text/html,x', 'blob:http://x/1', 'vbscript:msgbox'])('refuses %s', (url) => {
    expect(isRefusedProtocol(url)).toBe(true);
    expect(canNavigate(url, { external: true }, 'http://app.test')).toBe(false);
  });

  it('refuses external navigation unless allowed', () => {
    expect(canNavigate('https://other.example/', {}, 'http://app.test')).toBe(false);
    expect(canNavigate('https://other.example/', { external: true }, 'http://app.test')).toBe(true);
    expect(canNavigate('/police', {}, 'http://app.test')).toBe(true);
    expect(canNavigate('//other.example/x', {}, 'http://app.test')).toBe(false);
  });

  it('neutralises inline handlers and javascript: URLs in HTML from data', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)" onclick="x()">a</a><img src="x" onerror="y()"><script>z()</script><p onmouseover="q">ok</p>');
    expect(out).not.toMatch(/onclick|onerror|onmouseover|<script|javascript:/i);
    expect(out).toContain('href="#"');
    expect(out).toContain('<p>ok</p>');
  });
});
