import { readFile } from 'node:fs/promises';
import { ImageResponse } from 'next/og';
import path from 'node:path';
import type { PageCard } from '@/lib/page-cards';
import { PALETTES, withAlpha, type ColourToken } from '@/lib/theme';

/*
 * The 1200×630 share card drawn by satori (next/og). Satori lays out a subset of CSS with flexbox only: every
 * element with more than one child says display: flex. Colours are the dark palette (lib/theme.ts).
 */

const { ink: INK, surface: SURFACE, line: LINE, text: TEXT, muted: MUTED, gold: GOLD, sky: SKY } = PALETTES.dark;

/** Every text colour on the background it is drawn on (foreground, background): the contrast test checks each. */
export const SHARE_CARD_TEXT_PAIRS: readonly (readonly [ColourToken, ColourToken])[] = [
  ['text', 'ink'],
  ['sky', 'ink'],
  ['gold', 'ink'],
  ['ink', 'gold'],
  ['muted', 'surface'],
  ['text', 'surface'],
];

/** Fonts from npm: Russo One (@fontsource, the site's display face) and Geist, the text face next/og ships. */
const FONT_FILES = [
  { name: 'Russo One', file: 'node_modules/@fontsource/russo-one/files/russo-one-latin-400-normal.woff' },
  { name: 'Geist', file: 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf' },
] as const;

type Font = { name: string; data: Buffer; weight: 400; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/** Loaded once per build worker, shared by every image. */
export function shareCardFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, file }) => ({ name, data: await readFile(path.join(process.cwd(), file)), weight: 400 as const, style: 'normal' as const })),
  );
  return fonts;
}

const pictures = new Map<string, Promise<string>>();

/** A picture under public/ as a data URI (satori draws SVG data URIs through resvg). */
export function pictureDataUri(publicPath: string): Promise<string> {
  let uri = pictures.get(publicPath);
  if (!uri) {
    const type = publicPath.endsWith('.svg') ? 'image/svg+xml' : `image/${path.extname(publicPath).slice(1).replace('jpg', 'jpeg')}`;
    uri = readFile(path.join(process.cwd(), 'public', publicPath)).then((data) => `data:${type};base64,${data.toString('base64')}`);
    pictures.set(publicPath, uri);
  }
  return uri;
}

let backdrop: Promise<string> | undefined;

/**
 * The hero artwork, rasterised once to a PNG data URI: drawing the vector art again under every card costs
 * more than decoding one bitmap.
 */
export function backdropDataUri(): Promise<string> {
  backdrop ??= pictureDataUri('/images/hero.svg').then(async (svg) => {
    const response = new ImageResponse(<img src={svg} width={BACKDROP.width} height={BACKDROP.height} alt="" />, BACKDROP);
    return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  });
  return backdrop;
}

const BACKDROP = { width: 1440, height: 630 };

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[\s,.;:—-]+$/, '')}…`;
}

export interface ShareCardProps {
  card: PageCard;
  siteName: string;
  logo: string;
  /** The record's picture (data URI), drawn beside the text. */
  picture?: string;
  /** Used as a dimmed backdrop when the page has no picture of its own. */
  backdrop: string;
}

export function ShareCard({ card, siteName, logo, picture, backdrop }: ShareCardProps) {
  // The title column is narrower beside a picture: long titles get a smaller size instead of a third line.
  const [wide, long] = picture ? [14, 26] : [28, 44];
  const titleSize = card.title.length > long ? 48 : card.title.length > wide ? 58 : 72;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: INK, color: TEXT, fontFamily: 'Geist', position: 'relative' }}>
      {!picture && (
        <img src={backdrop} width={1440} height={630} alt="" style={{ position: 'absolute', left: -120, top: 0, width: 1440, height: 630, opacity: 0.35 }} />
      )}
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          backgroundImage: `linear-gradient(180deg, ${withAlpha(INK, 0.2)} 0%, ${withAlpha(INK, 0.85)} 60%, ${INK} 100%)`,
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '40px 56px 0' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <img src={logo} width={56} height={56} alt="" />
          <span style={{ marginLeft: 16, fontFamily: 'Russo One', fontSize: 30, color: SKY }}>{siteName}</span>
        </div>
        <span style={{ fontSize: 24, color: INK, background: GOLD, borderRadius: 999, padding: '8px 22px' }}>{clip(card.label, 40)}</span>
      </div>

      <div style={{ flex: 1, display: 'flex', alignItems: 'center', padding: '0 56px', gap: 44 }}>
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontFamily: 'Russo One', fontSize: titleSize, lineHeight: 1.1, color: GOLD }}>{clip(card.title, 70)}</span>
          <span style={{ marginTop: 20, fontSize: 28, lineHeight: 1.4, color: TEXT }}>{clip(card.description, picture ? 150 : 200)}</span>
        </div>
        {picture && (
          <div style={{ display: 'flex', borderRadius: 20, border: `3px solid ${LINE}`, overflow: 'hidden' }}>
            <img src={picture} width={480} height={270} alt="" style={{ width: 480, height: 270 }} />
          </div>
        )}
      </div>

      <div style={{ display: 'flex', padding: '0 56px 44px', minHeight: 44 }}>
        <div style={{ display: 'flex', gap: 16 }}>
          {card.stats.slice(0, 3).map((stat) => (
            <div
              key={stat.label}
              style={{ display: 'flex', flexDirection: 'column', background: SURFACE, border: `2px solid ${LINE}`, borderRadius: 14, padding: '12px 22px', maxWidth: 352 }}
            >
              <span style={{ fontSize: 20, color: MUTED }}>{stat.label}</span>
              <span style={{ marginTop: 4, fontFamily: 'Russo One', fontSize: stat.value.length > 16 ? 24 : 32, color: TEXT }}>{clip(stat.value, 24)}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
