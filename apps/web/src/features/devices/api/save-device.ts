// Changes to a device: create and edit (PUT with `version`; a stale one answers 409 with the current
// row, `force` overwrites it on purpose), a new secret, enable / disable, delete. Create and a new
// secret answer with the secret, shown once.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Device, DeviceInput } from '@yaam/shared/contracts/devices';

import { api } from '../../../lib/http';
import { deviceUrl } from './get-device';
import { deviceKeys } from './keys';

export interface DeviceWithSecret {
  device: Device;
  secret: string;
}

export const createDevice = (input: DeviceInput) =>
  api<DeviceWithSecret>('/v1/devices', { method: 'POST', body: input });

export const updateDevice = ({
  id,
  input,
  version,
  force,
}: {
  id: string;
  input: Omit<DeviceInput, 'id'>;
  version: number;
  force?: boolean;
}) =>
  api<Device>(deviceUrl(id), {
    method: 'PUT',
    body: { ...input, version, ...(force ? { force: true } : {}) },
  });

export const rotateSecret = (id: string) =>
  api<DeviceWithSecret>(deviceUrl(id, '/secret'), { method: 'POST' });

export const setDeviceEnabled = ({ id, enabled }: { id: string; enabled: boolean }) =>
  api<Device>(deviceUrl(id, enabled ? '/enable' : '/disable'), { method: 'POST' });

export const deleteDevice = (id: string) => api<Device>(deviceUrl(id), { method: 'DELETE' });

/** One device changed: its page shows it at once, every list fetches again. */
export function deviceChanged(queryClient: QueryClient, saved?: Device) {
  if (saved) {
    // Keep what only GET answers (reads in the last hour) until the next fetch.
    const before = queryClient.getQueryData<Device>(deviceKeys.detail(saved.id));
    queryClient.setQueryData(deviceKeys.detail(saved.id), {
      ...saved,
      readsLastHour: Math.max(saved.readsLastHour, before?.readsLastHour ?? 0),
    });
    void queryClient.invalidateQueries({ queryKey: deviceKeys.allEvents(saved.id) });
  }
  return queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDevice, onSuccess: (r) => deviceChanged(queryClient, r.device) });
}

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDevice, onSuccess: (saved) => deviceChanged(queryClient, saved) });
}

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateSecret, onSuccess: (r) => deviceChanged(queryClient, r.device) });
}

export function useSetDeviceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeviceEnabled,
    onSuccess: (saved) => deviceChanged(queryClient, saved),
  });
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: (gone) => {
      queryClient.removeQueries({ queryKey: deviceKeys.detail(gone.id) });
      return queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
}
