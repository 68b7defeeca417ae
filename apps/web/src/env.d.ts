/// <reference types="vite/client" />

/** The id of this build, also written to builds/latest.json (vite.config.ts). */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Comma-separated WebSocket hosts the page must never open (SPEC §8 blocked host). */
  readonly VITE_BLOCKED_WS_HOSTS?: string;
}
