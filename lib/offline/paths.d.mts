export const OFFLINE_PAGE_PATH: '/offline/';
export const SERVICE_WORKER_PATH: '/sw.js';
export const SERVICE_WORKER_REGISTRATION_PATH: '/sw-register.js';
export const OFFLINE_FILES_PATH: '/offline-files.json';
export const CACHE_NAMES: { pages: 'pages'; assets: 'assets'; images: 'images'; data: 'data' };
export function precacheUrlOfFile(file: string): string;
