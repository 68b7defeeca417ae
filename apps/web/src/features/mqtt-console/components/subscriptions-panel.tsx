// Subscribe to topic filters: suggestions from the user's permissions, the broker's answer for each
// filter (a refusal is shown with its reason, never swallowed), and unsubscribe.
import type { Permission } from '@yaam/shared/permissions';
import { Check, CircleAlert, Clock, ListPlus, Plus, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { controlClass, Field } from '../../../components/ui/field';
import { subscribeTopic, useConnectionState, type MessageMeta, type QoS, type SubscribeOutcome } from '../../../realtime/connection';
import { MAX_SUBSCRIPTIONS, type ConsoleSubscription } from '../subscriptions';
import { MAX_FILTER_LENGTH, mayUserSubscribe, suggestFilters, topicFilterProblem } from '../topic-filters';
import { Card } from './card';
import { MONO } from './mono';

type OnMessage = (topic: string, body: unknown, meta: MessageMeta) => void;

const hex = (code: number) => `0x${code.toString(16).toUpperCase().padStart(2, '0')}`;

function SubscriptionRow({
  sub,
  permissions,
  onMessage,
  onRemove,
}: {
  sub: ConsoleSubscription;
  permissions: readonly Permission[];
  onMessage: OnMessage;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const state = useConnectionState();
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  useEffect(() => subscribeTopic(sub.filter, onMessage, { qos: sub.qos, onSuback: setOutcome }), [sub.filter, sub.qos, onMessage]);
  const allowed = mayUserSubscribe(permissions, sub.filter);

  let status: 'pending' | 'granted' | 'refused';
  let refusal: 'local' | 'broker' | undefined;
  let icon = <Clock className="h-4 w-4" aria-hidden />;
  let headline: string;
  const notes: string[] = [];
  if (outcome?.granted) {
    status = 'granted';
    icon = <Check className="h-4 w-4" aria-hidden />;
    headline = t('mqtt.subscriptions.granted', { qos: outcome.qos });
    if (!allowed) notes.push(t('mqtt.subscriptions.grantedDespiteAcl'));
  } else if (outcome && !outcome.granted) {
    status = 'refused';
    refusal = 'broker';
    icon = <CircleAlert className="h-4 w-4" aria-hidden />;
    // Known reason codes in the user's language; anything else as the client library names it.
    const reason = outcome.code === null ? outcome.reason : t(`mqtt.subscriptions.reasons.c${outcome.code}`, { defaultValue: outcome.reason });
    headline = t('mqtt.subscriptions.refusedByBroker', { code: outcome.code === null ? '' : hex(outcome.code), reason });
    notes.push(t(allowed ? 'mqtt.subscriptions.refusedDespiteAcl' : 'mqtt.subscriptions.notPermitted'));
  } else if (!allowed) {
    status = 'refused';
    refusal = 'local';
    icon = <CircleAlert className="h-4 w-4" aria-hidden />;
    headline = t('mqtt.subscriptions.refusedLocally');
    notes.push(t('mqtt.subscriptions.notPermitted'));
  } else {
    status = 'pending';
    headline = t(state === 'connected' ? 'mqtt.subscriptions.waitingForBroker' : 'mqtt.subscriptions.waitingForConnection');
  }

  return (
    <li
      className={cn(
        'rounded-lg border p-3',
        status === 'refused'
          ? 'border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/40'
          : 'border-neutral-200 dark:border-neutral-800',
      )}
      data-testid="subscription"
      data-filter={sub.filter}
      data-status={status}
      data-refusal={refusal}
    >
      <div className="flex items-start gap-2">
        <code className={cn(MONO, 'min-w-0 flex-1 text-sm break-all')}>{sub.filter}</code>
        <span className="shrink-0 rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200">
          {t('mqtt.qosShort', { qos: sub.qos })}
        </span>
        <Button
          variant="ghost"
          color="neutral"
          size="icon"
          className="-my-1 h-7 w-7 shrink-0"
          onClick={onRemove}
          aria-label={t('mqtt.subscriptions.unsubscribe', { filter: sub.filter })}
          title={t('mqtt.subscriptions.unsubscribe', { filter: sub.filter })}
          data-testid="unsubscribe"
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <p
        className={cn(
          'mt-1.5 flex items-start gap-1.5 text-sm',
          status === 'refused' && 'font-medium text-red-800 dark:text-red-200',
          status === 'granted' && 'text-green-800 dark:text-green-300',
          status === 'pending' && 'text-neutral-600 dark:text-neutral-300',
        )}
        role={status === 'refused' ? 'alert' : undefined}
        data-testid="subscription-status"
      >
        <span className="mt-0.5 shrink-0">{icon}</span>
        <span className="min-w-0">{headline}</span>
      </p>
      {notes.map((note) => (
        <p key={note} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          {note}
        </p>
      ))}
    </li>
  );
}

export function SubscriptionsPanel({
  subscriptions,
  permissions,
  districts,
  onMessage,
  onAdd,
  onRemove,
}: {
  subscriptions: readonly ConsoleSubscription[];
  permissions: readonly Permission[];
  districts: readonly string[];
  onMessage: OnMessage;
  onAdd: (sub: ConsoleSubscription) => void;
  onRemove: (filter: string) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [filter, setFilter] = useState('');
  const [qos, setQos] = useState<QoS>(0);
  const [error, setError] = useState<string | undefined>();
  const suggestions = suggestFilters(permissions, districts);
  const open = suggestions.filter((s) => !subscriptions.some((sub) => sub.filter === s));

  const add = (value: string, level: QoS) => {
    const f = value.trim();
    const problem = topicFilterProblem(f);
    if (problem) return setError(t(`mqtt.subscriptions.errors.${problem}`, { max: MAX_FILTER_LENGTH }));
    if (subscriptions.some((s) => s.filter === f)) return setError(t('mqtt.subscriptions.errors.duplicate'));
    if (subscriptions.length >= MAX_SUBSCRIPTIONS) return setError(t('mqtt.subscriptions.errors.tooMany', { max: MAX_SUBSCRIPTIONS }));
    setError(undefined);
    setFilter('');
    onAdd({ filter: f, qos: level });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(filter, qos);
  };

  return (
    <Card id="mqtt-subscriptions" title={t('mqtt.subscriptions.title')} icon={ListPlus} testId="mqtt-subscriptions">
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="subscribe-form">
        <Field label={t('mqtt.subscriptions.filter')} hint={t('mqtt.subscriptions.filterHint')} error={error} name="filter">
          {(ids) => (
            <input
              {...ids}
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value);
                if (error) setError(undefined);
              }}
              list={listId}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="yaam/v1/…"
              maxLength={MAX_FILTER_LENGTH + 1}
              className={cn(controlClass(!!error), MONO)}
              data-testid="filter-input"
            />
          )}
        </Field>
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <div className="flex items-end gap-2">
          <Field label={t('mqtt.qos')} className="w-28" name="subscribe-qos">
            {(ids) => (
              <select {...ids} value={qos} onChange={(e) => setQos(Number(e.target.value) as QoS)} className={controlClass()} data-testid="filter-qos">
                {[0, 1, 2].map((q) => (
                  <option key={q} value={q}>
                    {t('mqtt.qosShort', { qos: q })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" className="flex-1" data-testid="subscribe">
            <Plus className="h-4 w-4" aria-hidden />
            {t('mqtt.subscriptions.subscribe')}
          </Button>
        </div>
      </form>

      {open.length > 0 ? (
        <div className="mt-4">
          <p className="mb-2 text-xs font-medium text-neutral-600 dark:text-neutral-300">{t('mqtt.subscriptions.suggestions')}</p>
          <ul className="flex flex-wrap gap-1.5" data-testid="suggestions">
            {open.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  onClick={() => add(s, qos)}
                  className={cn(MONO, 'rounded-full border border-neutral-300 px-2.5 py-1 text-xs text-neutral-800 hover:border-primary-600 hover:bg-primary-50 dark:border-neutral-700 dark:text-neutral-100 dark:hover:border-primary-400 dark:hover:bg-primary-950')}
                  data-testid="suggestion"
                  aria-label={t('mqtt.subscriptions.subscribeTo', { filter: s })}
                >
                  + {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <h3 className="mt-5 mb-2 text-sm font-semibold">
        {t('mqtt.subscriptions.current', { n: subscriptions.length })}
      </h3>
      {subscriptions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-3 text-sm text-neutral-600 dark:border-neutral-700 dark:text-neutral-300" data-testid="no-subscriptions">
          {t('mqtt.subscriptions.none')}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="subscriptions">
          {subscriptions.map((sub) => (
            <SubscriptionRow
              key={`${sub.filter}|${sub.qos}`}
              sub={sub}
              permissions={permissions}
              onMessage={onMessage}
              onRemove={() => onRemove(sub.filter)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
