import { z } from 'zod';
import { imagePathSchema, slugSchema } from './common';

/** content/shop.json: coin packs (not on sale yet: every pack shows "Coming Soon"). */
export const shopPackSchema = z.object({
  id: slugSchema,
  /** Price in US dollars, e.g. 1.99. */
  priceUsd: z.number().positive(),
  /** Coins in the pack. */
  coins: z.number().int().positive(),
  image: imagePathSchema.optional(),
});
export type ShopPack = z.infer<typeof shopPackSchema>;
export const shopPackListSchema = z.array(shopPackSchema).min(1);
