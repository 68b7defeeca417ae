// Every literal translation key the police screens use exists in th and en, and every value the
// screens build keys from (statuses, columns, form fields, audit actions) has its message.
import { OFFICER_STATUSES } from '@yaam/shared/contracts/police';
import { describe, expect, it } from 'vitest';

import { CONFLICT_MESSAGES } from '../../components/ui/conflict-dialog';
import { LEAVE_MESSAGES } from '../../components/ui/leave-dialog';
import { loadMessages, missingKeys, scanKeys, sourceFiles } from '../../lib/messages-test-kit';
import { FORM_FIELDS } from './form-values';
import { OPTIONAL_COLUMNS } from './use-columns';

const literalKeys = scanKeys(sourceFiles(import.meta.dirname), ['police', 'common']);

describe.each(['th', 'en'])('police messages in %s', (lng) => {
  const messages = loadMessages(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(50);
    expect(missingKeys(messages, literalKeys)).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...OFFICER_STATUSES.map((s) => `police.status.${s}`),
      ...OPTIONAL_COLUMNS.map((c) => `police.columns.${c}`),
      ...FORM_FIELDS.map((f) => `police.fields.${f}`),
      ...['name', 'nameEn', 'updatedAt'].map((f) => `police.fields.${f}`),
      ...['create', 'update', 'delete', 'restore'].map((a) => `police.home.actions.${a}`),
      ...['required', 'tooShort', 'tooLong', 'tooBig', 'format', 'email', 'url', 'uuid', 'choose', 'invalid', 'taken', 'notFound'].map((c) => `common.validation.${c}`),
      ...['forbidden', 'gone', 'saveFailed'].map((k) => `police.form.${k}`),
      ...CONFLICT_MESSAGES.map((k) => `police.conflict.${k}`),
      ...LEAVE_MESSAGES.map((k) => `police.leave.${k}`),
    ];
    expect(missingKeys(messages, built)).toEqual([]);
  });
});
