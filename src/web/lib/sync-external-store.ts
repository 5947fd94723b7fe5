// What wouter imports from 'use-sync-external-store/shim' (vite.config.ts aliases it here): React's own hook.
export { useSyncExternalStore } from 'react'
