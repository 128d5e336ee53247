/** Types for scripts/serve-static.mjs (imported by unit tests). */
import type { Server } from 'node:http';

export function chooseEncoding(acceptEncoding?: string, gzipOnly?: boolean): 'br' | 'gzip' | undefined;
export function startStaticServer(options?: { root?: string; port?: number; host?: string; log?: boolean; gzipOnly?: boolean; brotliQuality?: number }): Promise<Server>;
