// What a user may do to a device, each behind its question: add and edit (the form dialog), a new
// secret (asks; shows it once), disable (asks: the broker drops the device at once), enable, delete
// (asks). Gated by the `device` permission; the API answers 403 anyway.
import type { Device } from '@yaam/shared/contracts/devices';
import { useTranslation } from 'react-i18next';

import { errorBodyOf } from '../../lib/http';
import { createOverlay } from '../../lib/overlay';
import { addToast } from '../../lib/toast';
import { useCan } from '../../lib/use-can';
import { useDeleteDevice, useRotateSecret, useSetDeviceEnabled } from './api/save-device';
import { ConfirmDialog } from './components/confirm-dialog';
import { DeviceFormDialog } from './components/device-form-dialog';
import { SecretDialog } from './components/secret-dialog';

const formOverlay = createOverlay(DeviceFormDialog);
const secretOverlay = createOverlay(SecretDialog);
const confirmOverlay = createOverlay(ConfirmDialog);

export interface DeviceActions {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  add: () => Promise<Device | undefined>;
  edit: (device: Device) => Promise<void>;
  rotateSecret: (device: Device) => Promise<void>;
  setEnabled: (device: Device, enabled: boolean) => Promise<void>;
  remove: (device: Device) => Promise<boolean>;
}

export function useDeviceActions(): DeviceActions {
  const { t } = useTranslation();
  const rotate = useRotateSecret();
  const toggle = useSetDeviceEnabled();
  const del = useDeleteDevice();
  const canCreate = useCan('device', 'c');
  const canUpdate = useCan('device', 'u');
  const canDelete = useCan('device', 'd');

  const failed = (error: unknown, fallback: string) => {
    const status = errorBodyOf(error)?.statusCode;
    addToast({
      color: 'error',
      title: t(status === 403 ? 'devices.form.forbidden' : status === 404 ? 'devices.form.gone' : fallback),
    });
  };

  return {
    canCreate,
    canUpdate,
    canDelete,
    async add() {
      const result = await formOverlay.open({ device: undefined });
      if (!result || !('created' in result)) return undefined;
      const { device, secret } = result.created;
      addToast({
        color: 'success',
        title: t('devices.toast.added'),
        description: `${device.id} · ${device.name}`,
      });
      await secretOverlay.open({ device, secret, rotated: false });
      return device;
    },
    async edit(device) {
      const result = await formOverlay.open({ device });
      if (result && 'saved' in result)
        addToast({
          color: 'success',
          title: t('devices.toast.saved'),
          description: `${result.saved.id} · ${result.saved.name}`,
        });
    },
    async rotateSecret(device) {
      const ok = await confirmOverlay.open({
        title: t('devices.confirm.rotateTitle', { id: device.id }),
        description: t('devices.confirm.rotateDescription'),
        confirmLabel: t('devices.actions.rotate'),
        danger: true,
      });
      if (!ok) return;
      try {
        const { device: saved, secret } = await rotate.mutateAsync(device.id);
        await secretOverlay.open({ device: saved, secret, rotated: true });
      } catch (error) {
        failed(error, 'devices.toast.rotateFailed');
      }
    },
    async setEnabled(device, enabled) {
      if (!enabled) {
        const ok = await confirmOverlay.open({
          title: t('devices.confirm.disableTitle', { id: device.id }),
          description: t('devices.confirm.disableDescription'),
          confirmLabel: t('devices.actions.disable'),
          danger: true,
        });
        if (!ok) return;
      }
      try {
        const saved = await toggle.mutateAsync({ id: device.id, enabled });
        addToast({
          color: enabled ? 'success' : 'neutral',
          title: t(enabled ? 'devices.toast.enabled' : 'devices.toast.disabled'),
          description: saved.id,
        });
      } catch (error) {
        failed(error, 'devices.toast.toggleFailed');
      }
    },
    async remove(device) {
      const ok = await confirmOverlay.open({
        title: t('devices.confirm.deleteTitle', { id: device.id }),
        description: t('devices.confirm.deleteDescription'),
        confirmLabel: t('devices.actions.delete'),
        danger: true,
      });
      if (!ok) return false;
      try {
        await del.mutateAsync(device.id);
        addToast({
          color: 'neutral',
          title: t('devices.toast.deleted'),
          description: `${device.id} · ${device.name}`,
        });
        return true;
      } catch (error) {
        failed(error, 'devices.toast.deleteFailed');
        return false;
      }
    },
  };
}
