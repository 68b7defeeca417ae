import { describe, expect, it } from 'vitest';

import { decodeToken } from '../../lib/form-errors';
import { PAYLOAD_MAX_BYTES, PUBLISH_DEFAULTS, publishSchema } from './publish-schema';

const errors = (values: object) => {
  const r = publishSchema.safeParse({ ...PUBLISH_DEFAULTS, ...values });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), decodeToken(i.message)?.code ?? i.code]));
};

describe('publish form values', () => {
  it('accepts the defaults and trims the topic', () => {
    expect(publishSchema.parse({ ...PUBLISH_DEFAULTS, suffix: ' demo/one ' }).suffix).toBe('demo/one');
    expect(errors({})).toEqual({});
  });
  it('says which field is wrong and why', () => {
    expect(errors({ suffix: '' })).toEqual({ suffix: 'required' });
    expect(errors({ suffix: 'a/#' })).toEqual({ suffix: 'wildcard' });
    expect(errors({ suffix: 'a//b' })).toEqual({ suffix: 'emptyLevel' });
    expect(errors({ payload: 'x'.repeat(PAYLOAD_MAX_BYTES + 1) })).toEqual({ payload: 'tooBig' });
    // 64 KB counts bytes: Thai letters are three bytes each in UTF-8.
    expect(errors({ payload: 'ก'.repeat(Math.floor(PAYLOAD_MAX_BYTES / 3) + 1) })).toEqual({ payload: 'tooBig' });
    expect(errors({ qos: '3' })).toHaveProperty('qos');
  });
});
