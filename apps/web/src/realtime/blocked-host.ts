// SPEC §8: a WebSocket to a blocked host gets a console warning and a dummy, already closed socket.

export function isBlockedSocketUrl(url: string | URL, blockedHosts: readonly string[], base = 'http://localhost'): boolean {
  if (blockedHosts.length === 0) return false;
  try {
    const u = new URL(String(url), base);
    return blockedHosts.includes(u.host) || blockedHosts.includes(u.hostname);
  } catch {
    return false;
  }
}

export function blockedHostsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

/** A closed socket that never opens and never sends. */
export function dummyClosedSocket(url: string): WebSocket {
  const target = new EventTarget();
  return Object.assign(target, {
    url,
    readyState: 3,
    protocol: '',
    extensions: '',
    bufferedAmount: 0,
    binaryType: 'blob' as BinaryType,
    CONNECTING: 0,
    OPEN: 1,
    CLOSING: 2,
    CLOSED: 3,
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
    send() {},
    close() {},
  }) as unknown as WebSocket;
}

export function installWebSocketGuard(blockedHosts: readonly string[]) {
  if (blockedHosts.length === 0 || typeof window.WebSocket === 'undefined') return;
  const Native = window.WebSocket;
  const Guarded = new Proxy(Native, {
    construct(target, args: [string | URL, (string | string[])?]) {
      const [url, protocols] = args;
      if (isBlockedSocketUrl(url, blockedHosts, window.location.href)) {
        console.warn(`WebSocket to a blocked host refused: ${String(url)}`);
        return dummyClosedSocket(String(url));
      }
      return new target(url, protocols);
    },
  });
  window.WebSocket = Guarded;
}
