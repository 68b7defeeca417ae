// Every literal translation key the watchlist screens use exists in th and en, and every value the
// screens build keys from (reasons, priorities, statuses, modes, fields, error codes) has its message.
import { WATCH_PRIORITIES, WATCH_REASONS, WATCH_STATUSES } from '@yaam/shared/contracts/kwatch';
import { MATCH_MODES } from '@yaam/shared/match/pattern';
import { describe, expect, it } from 'vitest';

import { CONFLICT_MESSAGES } from '../../components/ui/conflict-dialog';
import { LEAVE_MESSAGES } from '../../components/ui/leave-dialog';
import { leafKeys, loadMessages, messageAt, missingKeys, routeFiles, scanKeys, sourceFiles } from '../../lib/messages-test-kit';
import { FORM_FIELDS, HISTORY_FIELDS } from './form-values';

const files = [...sourceFiles(import.meta.dirname), ...routeFiles(['kwatch.index.tsx', 'kwatch.edit.$id.tsx'])];
const literalKeys = scanKeys(files, ['kwatch', 'common']);

describe.each(['th', 'en'])('watchlist messages in %s', (lng) => {
  const messages = loadMessages(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(100);
    expect(missingKeys(messages, literalKeys)).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...WATCH_REASONS.map((v) => `kwatch.reason.${v}`),
      ...WATCH_PRIORITIES.map((v) => `kwatch.priority.${v}`),
      ...WATCH_STATUSES.map((v) => `kwatch.status.${v}`),
      ...MATCH_MODES.flatMap((m) => [`kwatch.mode.${m}`, `kwatch.modeBadge.${m}`, `kwatch.modeHelp.${m}`]),
      ...[...FORM_FIELDS, ...HISTORY_FIELDS, 'district', 'owner', 'updatedAt'].map((f) => `kwatch.fields.${f}`),
      ...(['reason', 'priority', 'mode', 'status'] as const).map((k) => `kwatch.fields.${k}`),
      ...['validFrom', 'validUntil'].map((f) => `kwatch.form.${f}Hint`),
      ...['create', 'update', 'delete'].map((a) => `kwatch.history.actions.${a}`),
      ...['expire', 'close'].flatMap((a) => ['title', 'description', 'ok'].map((p) => `kwatch.lifecycle.confirm.${a}.${p}`)),
      ...['expire', 'close', 'reopen'].map((a) => `kwatch.lifecycle.done.${a}`),
      ...['valid', 'all'].flatMap((m) => [`kwatch.import.mode.${m}`, `kwatch.import.modeHint.${m}`]),
      ...['allImported', 'someImported', 'noneImported'].map((k) => `kwatch.import.${k}`),
      ...['header', 'file', 'row'].map((k) => `kwatch.import.where.${k}`),
      ...['forbidden', 'gone', 'saveFailed'].map((k) => `kwatch.form.${k}`),
      ...CONFLICT_MESSAGES.map((k) => `kwatch.conflict.${k}`),
      ...LEAVE_MESSAGES.map((k) => `kwatch.leave.${k}`),
      ...['required', 'tooShort', 'tooLong', 'tooBig', 'choose', 'invalid'].map((c) => `common.validation.${c}`),
    ];
    expect(missingKeys(messages, built)).toEqual([]);
  });
  it('has the same keys as the other language, and no empty text', () => {
    const other = loadMessages(lng === 'th' ? 'en' : 'th');
    expect(leafKeys(messages.kwatch).sort()).toEqual(leafKeys(other.kwatch).sort());
    expect(leafKeys(messages.kwatch).filter((k) => !(messageAt(messages, `kwatch.${k}`) as string).trim())).toEqual([]);
  });
});
