// The broker's only database read of its own: a device's credentials at CONNECT.
import type { Database } from '../db/client';

export interface DeviceCredentials {
  secretHash: string;
  enabled: boolean;
}

export async function findDeviceCredentials(database: Database, deviceId: string): Promise<DeviceCredentials | undefined> {
  const [row] = await database.query<{ secret_hash: string; enabled: boolean }>(
    'SELECT secret_hash, enabled FROM devices WHERE id = $1',
    [deviceId],
  );
  return row ? { secretHash: row.secret_hash, enabled: row.enabled } : undefined;
}
