// A device's secret, shown this once (it is stored only hashed), with a copy button and how to
// connect: MQTT username = device id, password = the secret, and the topics to publish to.
import type { Device } from '@yaam/shared/contracts/devices';
import { topics } from '@yaam/shared/topics';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import type { OverlayProps } from '../../../lib/overlay';
import { runtimeConfig } from '../../../lib/runtime-config';

/** The broker's WebSocket address as devices outside the browser see it. */
function brokerUrl(): string {
  try {
    return new URL(runtimeConfig().mqtt.url, window.location.href).toString();
  } catch {
    return `${window.location.origin.replace(/^http/, 'ws')}/mqtt`;
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A setting: technical values in a monospace font (which has no Thai letters), words in the normal one. */
function Row({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  testId?: string;
}) {
  return (
    <div className="contents">
      <dt className="text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd className="mb-1 min-w-0 sm:mb-0">
        <span className="font-mono text-xs break-all sm:text-sm" data-testid={testId}>
          {value}
        </span>
        {note ? <span className="ml-1.5 text-xs text-neutral-500 dark:text-neutral-400">{note}</span> : null}
      </dd>
    </div>
  );
}

export function SecretDialog({
  open,
  close,
  onAfterLeave,
  device,
  secret,
  rotated = false,
}: OverlayProps<void> & { device: Device; secret: string; rotated?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = async () => setCopied((await copyText(secret)) ? 'ok' : 'failed');
  return (
    <ModalDialog
      open={open}
      // Not closed by a stray click or Escape: the secret cannot be shown again.
      onDismiss={() => {}}
      onAfterLeave={onAfterLeave}
      wide
      testId="secret-dialog"
      title={t(rotated ? 'devices.secret.rotatedTitle' : 'devices.secret.createdTitle', { id: device.id })}
      description={t('devices.secret.description')}
      footer={
        <Button onClick={() => close()} data-testid="secret-done">
          {t('devices.secret.done')}
        </Button>
      }
    >
      <p
        role="alert"
        className="mb-4 flex gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200"
      >
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {t('devices.secret.warning')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
        <code
          className="min-w-0 flex-1 rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 font-mono text-sm break-all select-all dark:border-neutral-700 dark:bg-neutral-950"
          data-testid="device-secret"
          aria-label={t('devices.secret.label')}
        >
          {secret}
        </code>
        <Button variant="outline" color="neutral" onClick={() => void copy()} data-testid="copy-secret">
          {copied === 'ok' ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          {t(copied === 'ok' ? 'devices.secret.copied' : 'devices.secret.copy')}
        </Button>
      </div>
      <p className="mt-1 min-h-5 text-xs text-neutral-600 dark:text-neutral-300" aria-live="polite">
        {copied === 'failed' ? t('devices.secret.copyFailed') : ''}
      </p>
      <h3 className="mt-3 mb-2 text-sm font-semibold">{t('devices.secret.howTo')}</h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Row label={t('devices.secret.broker')} value={brokerUrl()} testId="connect-broker" />
        <Row
          label={t('devices.secret.tcp')}
          value={`mqtt://${window.location.hostname}:1884`}
          note={t('devices.secret.tcpNote')}
        />
        <Row label={t('devices.secret.username')} value={device.id} testId="connect-username" />
        <div className="contents">
          <dt className="text-neutral-500 dark:text-neutral-400">{t('devices.secret.password')}</dt>
          <dd className="mb-1 sm:mb-0">{t('devices.secret.passwordValue')}</dd>
        </div>
        <Row
          label={t('devices.secret.readsTopic')}
          value={topics.deviceReads(device.id)}
          testId="connect-reads-topic"
        />
        <Row label={t('devices.secret.statusTopic')} value={topics.deviceStatus(device.id)} />
      </dl>
      <p className="mt-3 text-xs text-neutral-600 dark:text-neutral-300">{t('devices.secret.statusHint')}</p>
    </ModalDialog>
  );
}
