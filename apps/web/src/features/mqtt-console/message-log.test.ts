import { describe, expect, it } from 'vitest';

import { createMessageLog, filterLog, matchesTopic } from './message-log';

const msg = (topic: string, text: string, at = 0) => ({ topic, receivedAt: at, payload: new TextEncoder().encode(text), qos: 0 as const, retain: false });

describe('message log', () => {
  it('keeps the latest messages up to its cap and counts what it dropped', () => {
    const log = createMessageLog({ cap: 3 });
    for (let i = 1; i <= 5; i++) log.push(msg('t', `m${i}`));
    const s = log.snapshot();
    expect(s.entries.map((e) => e.text)).toEqual(['m3', 'm4', 'm5']);
    expect(s.dropped).toBe(2);
    expect(s.entries[0]?.size).toBe(2);
  });

  it('while paused, counts and holds new messages and shows them on resume', () => {
    const log = createMessageLog({ cap: 10 });
    log.push(msg('t', 'before'));
    log.pause();
    log.push(msg('t', 'p1'));
    log.push(msg('t', 'p2'));
    let s = log.snapshot();
    expect(s.paused).toBe(true);
    expect(s.waiting).toBe(2);
    expect(s.entries.map((e) => e.text)).toEqual(['before']);
    expect(log.resume()).toBe(2);
    s = log.snapshot();
    expect(s.paused).toBe(false);
    expect(s.waiting).toBe(0);
    expect(s.entries.map((e) => e.text)).toEqual(['before', 'p1', 'p2']);
    expect(log.resume()).toBe(0);
  });

  it('a long pause still keeps only the cap, and counts every message that came', () => {
    const log = createMessageLog({ cap: 3 });
    log.push(msg('t', 'old'));
    log.pause();
    for (let i = 1; i <= 5; i++) log.push(msg('t', `p${i}`));
    expect(log.snapshot().waiting).toBe(5);
    expect(log.resume()).toBe(5);
    expect(log.snapshot().entries.map((e) => e.text)).toEqual(['p3', 'p4', 'p5']);
    expect(log.snapshot().dropped).toBe(3);
  });

  it('clear empties the log and what was waiting', () => {
    const log = createMessageLog();
    log.push(msg('t', 'a'));
    log.pause();
    log.push(msg('t', 'b'));
    const v = log.version;
    log.clear();
    expect(log.version).toBeGreaterThan(v);
    expect(log.snapshot()).toMatchObject({ entries: [], waiting: 0, dropped: 0, paused: true });
  });

  it('filters by MQTT filter or part of the topic, and by payload text in any case', () => {
    const log = createMessageLog();
    log.push(msg('yaam/v1/sandbox/a', '{"plate":"กข 1234"}'));
    log.push(msg('yaam/v1/sandbox/b/c', 'Hello World'));
    log.push(msg('yaam/v1/alerts/BKK01', '{"status":"new"}'));
    const { entries } = log.snapshot();
    const topics = (f: Parameters<typeof filterLog>[1]) => filterLog(entries, f).map((e) => e.topic);
    expect(topics({})).toHaveLength(3);
    expect(topics({ topic: 'yaam/v1/sandbox/+' })).toEqual(['yaam/v1/sandbox/a']);
    expect(topics({ topic: 'yaam/v1/sandbox/#' })).toEqual(['yaam/v1/sandbox/a', 'yaam/v1/sandbox/b/c']);
    expect(topics({ topic: 'ALERTS' })).toEqual(['yaam/v1/alerts/BKK01']);
    expect(topics({ q: 'hello world' })).toEqual(['yaam/v1/sandbox/b/c']);
    expect(topics({ q: 'กข' })).toEqual(['yaam/v1/sandbox/a']);
    expect(topics({ topic: 'sandbox', q: 'new' })).toEqual([]);
    expect(matchesTopic('  ', 'anything')).toBe(true);
  });
});
