// /mqtt: the MQTT console — the connection, subscriptions with the broker's answers, the live log,
// message rates, and (with `mqtt` c) publishing into the sandbox. Needs `mqtt` r.
import { ShieldX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState, PageHeader } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/field';
import { createOverlay } from '../../../lib/overlay';
import { useSession } from '../../../lib/session';
import { useCan } from '../../../lib/use-can';
import type { ConsoleSearch } from '../console-search';
import { readSubscriptions, writeSubscriptions, type ConsoleSubscription } from '../subscriptions';
import { useMessageIntake } from '../use-message-intake';
import { ClearDialog } from './clear-dialog';
import { ConnectionPanel } from './connection-panel';
import { MessageLogPanel } from './message-log-panel';
import { PublishForm } from './publish-form';
import { RateTable } from './rate-table';
import { SubscriptionsPanel } from './subscriptions-panel';

const clearOverlay = createOverlay(ClearDialog, { count: 0 });
const EMPTY: never[] = [];

export function MqttConsolePage({ search, onSearch }: { search: ConsoleSearch; onSearch: (next: Partial<Record<keyof ConsoleSearch, string | undefined>>) => void }) {
  const { t } = useTranslation();
  const canRead = useCan('mqtt', 'r');
  // Until the introspection call answered, a stored user may carry no permissions yet.
  const known = useSession((s) => Boolean(s.user && (s.user.permissions.length > 0 || s.user.menu)));
  return (
    <div data-testid="page" data-title-key="mqtt.title">
      <PageHeader title={t('mqtt.consoleTitle')} description={t('mqtt.consoleDescription')} />
      {canRead ? (
        <Console search={search} onSearch={onSearch} />
      ) : !known ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <div data-testid="forbidden">
          <EmptyState icon={ShieldX} title={t('mqtt.forbidden.title')} description={t('mqtt.forbidden.description')} />
        </div>
      )}
    </div>
  );
}

function Console({ search, onSearch }: { search: ConsoleSearch; onSearch: (next: Partial<Record<keyof ConsoleSearch, string | undefined>>) => void }) {
  const canPublish = useCan('mqtt', 'c');
  const userId = useSession((s) => s.user?.id ?? '');
  const permissions = useSession((s) => s.user?.permissions ?? EMPTY);
  const districts = useSession((s) => s.user?.districts ?? EMPTY);
  const { log, rates, snapshot, onMessage, refresh } = useMessageIntake();
  const [subscriptions, setSubscriptions] = useState<ConsoleSubscription[]>(() => readSubscriptions(userId));
  const [resumed, setResumed] = useState<number | null>(null);

  const update = useCallback((next: (list: ConsoleSubscription[]) => ConsoleSubscription[]) => {
    setSubscriptions((list) => {
      const value = next(list);
      writeSubscriptions(userId, value);
      return value;
    });
  }, [userId]);
  const add = useCallback((sub: ConsoleSubscription) => update((list) => [...list, sub]), [update]);
  const remove = useCallback((filter: string) => update((list) => list.filter((s) => s.filter !== filter)), [update]);

  const pause = () => {
    log.pause();
    setResumed(null);
    refresh();
  };
  const resume = () => {
    setResumed(log.resume());
    refresh();
  };
  const clear = async () => {
    const count = snapshot.entries.length + snapshot.waiting;
    if ((await clearOverlay.open({ count })) !== true) return;
    log.clear();
    rates.clear();
    setResumed(null);
    refresh();
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      {/* One column on a phone (connection, subscriptions, log, rates, publish); two from lg up. */}
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
        <div className="order-1 min-w-0">
          <ConnectionPanel />
        </div>
        <div className="order-2 min-w-0">
          <SubscriptionsPanel
            subscriptions={subscriptions}
            permissions={permissions}
            districts={districts}
            onMessage={onMessage}
            onAdd={add}
            onRemove={remove}
          />
        </div>
        {canPublish ? (
          <div className="order-5 min-w-0">
            <PublishForm />
          </div>
        ) : null}
      </div>
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
        <div className="order-3 min-w-0">
          <MessageLogPanel
            snapshot={snapshot}
            search={search}
            onSearch={onSearch}
            onPause={pause}
            onResume={resume}
            onClear={() => void clear()}
            resumed={resumed}
            hasSubscriptions={subscriptions.length > 0}
          />
        </div>
        <div className="order-4 min-w-0">
          <RateTable rates={rates} />
        </div>
      </div>
    </div>
  );
}
