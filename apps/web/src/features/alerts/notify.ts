// How a new alert calls for attention: a short tone made with WebAudio (no sound file to download on a
// closed network), a browser notification when the officer allowed them, both for high and critical
// alerts only. The audio context starts on the first key or click (browsers refuse sound before).
import type { Alert } from '@yaam/shared/contracts/alerts';

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audio ??= new window.AudioContext();
  return audio;
}

/** Call from a user gesture so that later tones may play. */
export function unlockAudio() {
  const ctx = context();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Tones of a priority: critical two rising beeps, high one. */
export function toneOf(priority: Alert['priority']): Array<{ at: number; freq: number; length: number }> {
  if (priority === 'critical') {
    return [
      { at: 0, freq: 880, length: 0.14 },
      { at: 0.18, freq: 1175, length: 0.2 },
    ];
  }
  if (priority === 'high') return [{ at: 0, freq: 880, length: 0.18 }];
  return [];
}

export function playAlertTone(priority: Alert['priority']): boolean {
  const ctx = context();
  const tones = toneOf(priority);
  if (!ctx || tones.length === 0 || ctx.state !== 'running') return false;
  const start = ctx.currentTime + 0.01;
  for (const tone of tones) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = tone.freq;
    // A short fade in and out: no click at either end.
    gain.gain.setValueAtTime(0, start + tone.at);
    gain.gain.linearRampToValueAtTime(0.25, start + tone.at + 0.015);
    gain.gain.linearRampToValueAtTime(0, start + tone.at + tone.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + tone.at);
    osc.stop(start + tone.at + tone.length + 0.02);
  }
  return true;
}

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  notificationsSupported() ? Notification.permission : 'unsupported';

export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** A browser notification; clicking it brings the console back with the alert open. */
export function showBrowserNotification(title: string, body: string, tag: string, onClick: () => void): boolean {
  if (notificationPermission() !== 'granted') return false;
  try {
    const n = new Notification(title, { body, tag, icon: '/favicon.ico' });
    n.onclick = () => {
      window.focus();
      onClick();
      n.close();
    };
    return true;
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
    return false;
  }
}

/** High and critical alerts sound and notify; every new alert toasts. */
export const isUrgent = (priority: Alert['priority']) => priority === 'high' || priority === 'critical';
