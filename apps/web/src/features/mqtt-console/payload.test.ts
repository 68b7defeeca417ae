import { describe, expect, it } from 'vitest';

import { checkJson, describePayload, formatSize, HEX_LIMIT, searchableText, SUMMARY_LIMIT, TEXT_LIMIT, toHex } from './payload';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('payload display', () => {
  it('pretty-prints JSON and summarises it on one line', () => {
    const view = describePayload(bytes('{"plate":"กข 1234","n":1,"nested":{"a":[1,2]}}'));
    expect(view.kind).toBe('json');
    if (view.kind !== 'json') return;
    expect(view.pretty).toBe('{\n  "plate": "กข 1234",\n  "n": 1,\n  "nested": {\n    "a": [\n      1,\n      2\n    ]\n  }\n}');
    expect(view.summary).toBe('{"plate":"กข 1234","n":1,"nested":{"a":[1,2]}}');
    expect(searchableText(view)).toContain('กข 1234');
  });
  it('cuts a long summary with an ellipsis', () => {
    const view = describePayload(bytes(JSON.stringify({ text: 'x'.repeat(500) })));
    expect(view.kind === 'json' && view.summary.length).toBe(SUMMARY_LIMIT);
    expect(view.kind === 'json' && view.summary.endsWith('…')).toBe(true);
  });
  it('shows text as text, including broken JSON and markup (escaped by React, never parsed)', () => {
    expect(describePayload(bytes('online'))).toMatchObject({ kind: 'text', text: 'online', truncated: false });
    expect(describePayload(bytes('{"broken":'))).toMatchObject({ kind: 'text', text: '{"broken":' });
    expect(describePayload(bytes('<img src=x onerror=alert(1)>'))).toMatchObject({ kind: 'text', text: '<img src=x onerror=alert(1)>' });
    const long = describePayload(bytes('a'.repeat(TEXT_LIMIT + 10)));
    expect(long.kind === 'text' && long.truncated && long.text.length).toBe(TEXT_LIMIT);
  });
  it('shows bytes that are not UTF-8 text as hex, the first 256 only', () => {
    const view = describePayload(new Uint8Array([0xff, 0x00, 0x10, 0xab]));
    expect(view).toEqual({ kind: 'binary', hex: 'ff 00 10 ab', truncated: false });
    expect(describePayload(bytes('a\u0001b')).kind).toBe('binary');
    const big = describePayload(new Uint8Array(300).fill(0xfe));
    expect(big.kind === 'binary' && big.truncated).toBe(true);
    expect(toHex(new Uint8Array(300)).split(' ')).toHaveLength(HEX_LIMIT);
    expect(searchableText(view)).toBe('');
  });
  it('knows an empty payload', () => {
    expect(describePayload(new Uint8Array())).toEqual({ kind: 'empty' });
  });
  it('formats sizes', () => {
    expect(formatSize(12, 'en')).toBe('12 B');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(3 * 1024 * 1024, 'th')).toBe('3 MB');
  });
});

describe('the publish form JSON hint', () => {
  it('tells JSON, text, empty and broken JSON apart, with where it broke', () => {
    expect(checkJson('')).toEqual({ kind: 'empty' });
    expect(checkJson('  {"a": 1} ')).toEqual({ kind: 'json' });
    expect(checkJson('hello')).toEqual({ kind: 'text' });
    expect(checkJson('{\n  "a": 1,\n  "b" 2\n}')).toEqual({ kind: 'invalidJson', line: 3, column: 7 });
    expect(checkJson('[1, 2').kind).toBe('invalidJson');
  });
});
