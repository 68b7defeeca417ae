// Publish into the sandbox (yaam/v1/sandbox/…) — shown only to holders of `mqtt` c, the same rule the
// broker applies. The payload is sent as typed; the hint says whether it is JSON.
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, Info, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { controlClass, Field } from '../../../components/ui/field';
import { translateFieldError, zodErrorMap } from '../../../lib/form-errors';
import { addToast } from '../../../lib/toast';
import { useAppLocale } from '../../../lib/use-locale';
import { publishMessage, useConnectionState, type QoS } from '../../../realtime/connection';
import { checkJson, formatSize } from '../payload';
import { PUBLISH_DEFAULTS, publishSchema, type PublishOutput, type PublishValues } from '../publish-schema';
import { SANDBOX_PREFIX, sandboxTopic } from '../topic-filters';
import { formatClock } from '../time-format';
import { Card } from './card';
import { MONO } from './mono';

const resolver = zodResolver(publishSchema, { error: zodErrorMap });
const encoder = new TextEncoder();

function JsonHint({ payload }: { payload: string }) {
  const { t, i18n } = useTranslation();
  const check = checkJson(payload);
  const size = formatSize(encoder.encode(payload).length, i18n.language);
  const tone =
    check.kind === 'json'
      ? 'text-green-800 dark:text-green-300'
      : check.kind === 'invalidJson'
        ? 'text-yellow-800 dark:text-yellow-200'
        : 'text-neutral-600 dark:text-neutral-300';
  const Icon = check.kind === 'json' ? CircleCheck : check.kind === 'invalidJson' ? CircleAlert : Info;
  const message =
    check.kind === 'invalidJson' && check.line !== undefined
      ? t('mqtt.publish.json.invalidAt', { line: check.line, column: check.column })
      : t(`mqtt.publish.json.${check.kind}`);
  return (
    <span className={cn('flex items-start gap-1', tone)} data-testid="json-hint" data-kind={check.kind}>
      <Icon className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>
        {message} · {size}
      </span>
    </span>
  );
}

export function PublishForm() {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const state = useConnectionState();
  const [sent, setSent] = useState<{ topic: string; at: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PublishValues, unknown, PublishOutput>({ resolver, defaultValues: PUBLISH_DEFAULTS, mode: 'onTouched' });
  const { register, handleSubmit, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const payload = useWatch({ control, name: 'payload' });
  const fieldError = (field: keyof PublishValues) => translateFieldError(t, 'mqtt.publish', field, errors[field]);
  const connected = state === 'connected';

  const submit = handleSubmit(async (values) => {
    const topic = sandboxTopic(values.suffix);
    setFailure(null);
    try {
      await publishMessage(topic, values.payload, { qos: Number(values.qos) as QoS, retain: values.retain });
      setSent({ topic, at: Date.now() });
      addToast({ title: t('mqtt.publish.sentTitle'), description: topic, color: 'success' });
    } catch (error) {
      setSent(null);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Card id="mqtt-publish" title={t('mqtt.publish.title')} icon={Send} testId="mqtt-publish">
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="publish-form">
        <Field label={t('mqtt.publish.topic')} hint={t('mqtt.publish.topicHint')} error={fieldError('suffix')} name="suffix" required>
          {(ids) => (
            <div className="flex min-w-0 items-stretch">
              <span className={cn(MONO, 'inline-flex max-w-[55%] shrink-0 items-center truncate rounded-l-md border border-r-0 border-neutral-300 bg-neutral-50 px-2 text-xs text-neutral-600 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300')} aria-hidden>
                {SANDBOX_PREFIX}
              </span>
              <input
                {...ids}
                {...register('suffix')}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                className={cn(controlClass(!!errors.suffix), 'min-w-0 rounded-l-none', MONO)}
                data-testid="publish-suffix"
              />
            </div>
          )}
        </Field>
        <Field label={t('mqtt.publish.payload')} hint={<JsonHint payload={payload} />} error={fieldError('payload')} name="payload">
          {(ids) => (
            <textarea
              {...ids}
              {...register('payload')}
              rows={6}
              spellCheck={false}
              className={cn(controlClass(!!errors.payload), 'h-auto min-h-32 py-2 text-xs', MONO)}
              data-testid="publish-payload"
            />
          )}
        </Field>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('mqtt.qos')} className="w-28" name="qos">
            {(ids) => (
              <select {...ids} {...register('qos')} className={controlClass()} data-testid="publish-qos">
                {['0', '1', '2'].map((q) => (
                  <option key={q} value={q}>
                    {t('mqtt.qosShort', { qos: q })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="flex h-10 items-center gap-2 text-sm">
            <input type="checkbox" {...register('retain')} className="h-4 w-4 accent-primary-700" data-testid="publish-retain" />
            {t('mqtt.publish.retain')}
          </label>
        </div>
        <p className="text-xs text-neutral-600 dark:text-neutral-300">{t('mqtt.publish.retainHint')}</p>
        {!connected ? (
          <p className="text-sm text-yellow-800 dark:text-yellow-200" data-testid="publish-offline">
            {t('mqtt.publish.notConnected')}
          </p>
        ) : null}
        {failure ? (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert" data-testid="publish-failed">
            {t('mqtt.publish.failed', { reason: failure })}
          </p>
        ) : sent ? (
          <p className="text-sm break-all text-green-800 dark:text-green-300" role="status" data-testid="publish-sent">
            {t('mqtt.publish.sent', { topic: sent.topic, time: formatClock(sent.at, locale) })}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={!connected || isSubmitting} data-testid="publish">
          <Send className="h-4 w-4" aria-hidden />
          {t('mqtt.publish.submit')}
        </Button>
      </form>
    </Card>
  );
}
