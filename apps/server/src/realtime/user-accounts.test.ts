import { describe, expect, it } from 'vitest';

import { expiryOf, userAcls } from './user-accounts';

const allowed = (acls: ReturnType<typeof userAcls>) => acls.filter((a) => a.allow).map((a) => `${a.acltype} ${a.topic}`);

describe('a browser account role (dynamic security)', () => {
  it('grants what browserSubscribeAllowed / browserPublishAllowed allow, and denies the rest', () => {
    expect(allowed(userAcls([]))).toEqual([]);
    expect(allowed(userAcls([{ resource: 'alert', allow: 'r' }, { resource: 'mqtt', allow: 'r' }]))).toEqual([
      'subscribePattern yaam/v1/alerts/+',
      'subscribePattern yaam/v1/sandbox/#',
    ]);
    expect(
      allowed(
        userAcls([
          { resource: 'alert', allow: 'r' },
          { resource: 'read', allow: 'r' },
          { resource: 'device', allow: 'r' },
          { resource: 'chat', allow: 'r' },
          { resource: 'mqtt', allow: 'c' },
        ]),
      ),
    ).toEqual([
      'subscribePattern yaam/v1/alerts/+',
      'subscribePattern yaam/v1/reads/+',
      'subscribePattern yaam/v1/devices/+/state',
      'subscribePattern yaam/v1/chats/+',
      'publishClientSend yaam/v1/sandbox/#',
    ]);
    const denials = userAcls([]).filter((a) => !a.allow);
    expect(denials.map((a) => `${a.acltype} ${a.topic}`).sort()).toEqual([
      'publishClientSend #',
      'publishClientSend yaam/v1/sandbox',
      'subscribePattern #',
      'subscribePattern yaam/v1/sandbox',
    ]);
    // Grants outrank the catch-all denials; the sandbox root denial outranks the sandbox grant.
    for (const a of userAcls([{ resource: 'mqtt', allow: 'cr' }])) {
      expect(a.priority).toBe(a.topic === '#' ? 0 : a.allow ? 10 : 20);
    }
  });

  it('reads the expiry back from the client textname', () => {
    expect(expiryOf('Yaam user 42 until 2026-11-22T00:00:00.000Z')).toBe(Date.parse('2026-11-22T00:00:00.000Z'));
    expect(expiryOf('Yaam user 42')).toBeNull();
    expect(expiryOf(undefined)).toBeNull();
  });
});
