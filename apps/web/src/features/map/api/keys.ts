// Query keys of the map: every query and every invalidation (a realtime reconnect) use these.
export const mapKeys = {
  all: ['map'] as const,
  devices: () => ['map', 'devices'] as const,
  alerts: () => ['map', 'alerts'] as const,
  track: (plate: string, since: string) => ['map', 'track', plate, since] as const,
  deviceLastRead: (id: string) => ['map', 'device-last-read', id] as const,
};
