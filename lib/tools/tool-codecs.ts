import { queryCodec } from '../records/url-state';

/** The tools' URL states: module-level constants, so the state hook's effects run once. */
export const coinsCodec = queryCodec(['amount', 'from'] as const, 'tools:coins');
export const plannerCodec = queryCodec(['boss', 'ep'] as const, 'tools:boss-planner');
export const shrinesCodec = queryCodec(['completed'] as const, 'tools:shrines');
export const gearCodec = queryCodec(['grade', 'sort', 'dir', 'type', 'source', 'q', 'compare'] as const, 'tools:gear');
