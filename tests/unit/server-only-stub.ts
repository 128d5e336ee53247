// Stands in for the 'server-only' guard inside Vitest (see vitest.config.mts).
export {};
