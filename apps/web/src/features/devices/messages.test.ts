// Every literal translation key the device screens use exists in th and en, and every value the
// screens build keys from (kinds, statuses, fields, event reasons, reject reasons) has its message.
import {
  DEVICE_EVENT_REASONS,
  DEVICE_EVENT_STATUSES,
  DEVICE_KINDS,
  DEVICE_STATUSES,
} from '@yaam/shared/contracts/devices';
import { REJECT_REASONS } from '@yaam/shared/contracts/ingest';
import { describe, expect, it } from 'vitest';

import { CONFLICT_MESSAGES } from '../../components/ui/conflict-dialog';
import {
  hasMessage,
  leafKeys,
  loadMessages,
  missingKeys,
  routeFiles,
  scanKeys,
  sourceFiles,
} from '../../lib/messages-test-kit';
import { DEVICE_FORM_FIELDS } from './form-values';

const files = [
  ...sourceFiles(import.meta.dirname),
  ...routeFiles((f) => f.startsWith('settings.devices')),
];
const literalKeys = scanKeys(files, ['devices', 'common']);

describe.each(['th', 'en'])('device messages in %s', (lng) => {
  const messages = loadMessages(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(100);
    expect(missingKeys(messages, literalKeys)).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...DEVICE_KINDS.map((k) => `devices.kind.${k}`),
      ...DEVICE_STATUSES.map((s) => `devices.status.${s}`),
      ...DEVICE_FORM_FIELDS.map((f) => `devices.fields.${f}`),
      ...[
        'location',
        'firmware',
        'statusChangedAt',
        'updatedAt',
        'lastSeenAt',
        'readsLastHour',
        'status',
      ].map((f) => `devices.fields.${f}`),
      ...DEVICE_EVENT_STATUSES.map((s) => `devices.events.status.${s}`),
      ...DEVICE_EVENT_REASONS.map((r) => `devices.events.reason.${r}`),
      ...REJECT_REASONS.map((r) => `devices.ingest.reasons.${r}`),
      ...['forbidden', 'gone', 'saveFailed'].map((k) => `devices.form.${k}`),
      ...['id.taken', 'serial.taken', 'serial.format', 'id.format'].map((k) => `devices.fieldErrors.${k}`),
      ...CONFLICT_MESSAGES.map((k) => `devices.conflict.${k}`),
    ];
    expect(missingKeys(messages, built)).toEqual([]);
  });
  it('says the same things in both languages (no key only on one side, plural forms aside)', () => {
    const other = loadMessages(lng === 'th' ? 'en' : 'th');
    const mine = leafKeys(messages.devices).filter((k) => !/_(one|other)$/.test(k));
    expect(mine.filter((k) => !hasMessage(other.devices, k))).toEqual([]);
  });
});
