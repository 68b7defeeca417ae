// The fan-out topics the map listens to (CONTRACT "MQTT"; packages/shared/src/topics.ts builds them).
// Written out here so the map's chunk does not pull in zod with the topics module; a unit test
// checks they are the same topics.
export const MAP_TOPICS = {
  reads: 'yaam/v1/reads/+',
  alerts: 'yaam/v1/alerts/+',
  deviceStates: 'yaam/v1/devices/+/state',
} as const;
