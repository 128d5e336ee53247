import { z } from 'zod';
import { namedEntryFields, slugSchema, textSchema } from './common';
import { pluralTemplate } from './template';

/** One coin tier, e.g. { "id": "silver", "name": "Silver" }. */
export const coinTierSchema = z.object({
  /** Lowercase id used in prices and in the converter's URL (?from=silver). */
  id: slugSchema,
  /** Display name, e.g. "Silver". */
  name: textSchema,
});
export type CoinTier = z.infer<typeof coinTierSchema>;

/** A price in coins of one tier, e.g. { "amount": 3, "tier": "silver" }. */
export const coinPriceSchema = z.object({
  amount: z.number().int().positive(),
  /** A tier id from coins.tiers. */
  tier: slugSchema,
});
export type CoinPrice = z.infer<typeof coinPriceSchema>;

/** One dish or drink of the Floor 95 restaurant. */
export const menuItemSchema = z.object({
  /** id e.g. "glass-brandy"; name as the site spells it, e.g. "Tamagoyaki". */
  ...namedEntryFields,
  price: coinPriceSchema,
  /** What eating or drinking it does, in the player's words. */
  effect: textSchema,
  /** Listed after the menu's "Coming Soon" line rather than on sale now. */
  comingSoon: z.boolean().default(false),
  /** Eaten or drunk for an effect beyond filling your hunger bar: Kaoru Yoshida's page lists these. */
  buff: z.boolean().default(false),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** content/economy.json: coins and prices, read by the coin converter and several wiki pages. */
export const economySchema = z
  .object({
    coins: z.object({
      /** Every coin tier, lowest first (bronze, silver, gold, stellar). */
      tiers: z.array(coinTierSchema).min(2),
      /** Coins of one tier that make 1 coin of the next tier up (Mjöllmile exchanges both ways). */
      rate: z.number().int().min(2),
      /** An amount of coins of one tier, in its two plural forms: "{count} {tier} Coin(s)". */
      coinName: pluralTemplate('count', 'tier'),
      /** The wiki page of the NPC who exchanges coins. */
      exchangeWiki: slugSchema,
    }),
    entryFee: z.object({
      /** Coins paid at the Colosseum entrance. */
      price: coinPriceSchema,
      /** Dungeon Vouchers accepted instead of the coins. */
      vouchers: z.number().int().positive(),
      /** The wiki page about the fee. */
      wiki: slugSchema,
    }),
    blueprint: z.object({
      /** Price of any one schematic from Kaijin. */
      price: coinPriceSchema,
      wiki: slugSchema,
    }),
    restaurant: z.object({
      /** The menu in the order the restaurant lists it. */
      menu: z.array(menuItemSchema).min(1),
      wiki: slugSchema,
      /** Where sources disagree about the menu: plain words, shown under "Notes on sources". */
      notes: z.array(textSchema).default([]),
    }),
    salvage: z.object({
      /** Most trades Koby accepts from one player per day. */
      tradesPerDay: z.number().int().positive(),
    }),
  })
  .strict()
  .superRefine((economy, ctx) => {
    const tierIds = new Set(economy.coins.tiers.map((t) => t.id));
    if (tierIds.size !== economy.coins.tiers.length) ctx.addIssue({ code: 'custom', path: ['coins', 'tiers'], message: 'tier ids must be distinct' });
    const checkTier = (price: CoinPrice, path: (string | number)[]) => {
      if (!tierIds.has(price.tier)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'tier'], message: `unknown coin tier "${price.tier}" (tiers: ${[...tierIds].join(', ')})` });
      }
    };
    checkTier(economy.entryFee.price, ['entryFee', 'price']);
    checkTier(economy.blueprint.price, ['blueprint', 'price']);
    economy.restaurant.menu.forEach((item, i) => checkTier(item.price, ['restaurant', 'menu', i, 'price']));
    const ids = economy.restaurant.menu.map((m) => m.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['restaurant', 'menu'], message: 'menu item ids must be distinct' });
  });
export type Economy = z.infer<typeof economySchema>;
