// The officer's choice of how new alerts call for attention, kept in this browser: a tone and a
// browser notification for new high and critical alerts (a toast for every new alert is always on).
import { createStore, useStore } from '../../lib/store';

export interface AlertNotificationPrefs {
  sound: boolean;
  desktop: boolean;
}

export const PREFS_KEY = 'yaam-alert-notifications';
export const DEFAULT_PREFS: AlertNotificationPrefs = { sound: true, desktop: false };

export function parsePrefs(raw: string | null): AlertNotificationPrefs {
  if (!raw) return DEFAULT_PREFS;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof AlertNotificationPrefs, unknown>>;
    return {
      sound: typeof v.sound === 'boolean' ? v.sound : DEFAULT_PREFS.sound,
      desktop: typeof v.desktop === 'boolean' ? v.desktop : DEFAULT_PREFS.desktop,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

function read(): AlertNotificationPrefs {
  try {
    return parsePrefs(localStorage.getItem(PREFS_KEY));
  } catch {
    return DEFAULT_PREFS;
  }
}

export const notificationPrefs = createStore<AlertNotificationPrefs>(typeof localStorage === 'undefined' ? DEFAULT_PREFS : read());

export function setNotificationPrefs(change: Partial<AlertNotificationPrefs>) {
  notificationPrefs.set((prev) => ({ ...prev, ...change }));
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(notificationPrefs.get()));
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
}

export const useNotificationPrefs = () => useStore(notificationPrefs);
