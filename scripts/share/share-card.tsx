import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageCard } from '@/lib/site/page-cards';
import { PALETTES, withAlpha, type ColourToken } from '@/lib/site/theme';

/** The share card for satori: flexbox only, so every element with more than one child says display: flex. */

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

/** A picture under public/ as a data URI, as satori takes images. */
export function pictureDataUri(publicPath: string): Promise<string> {
  let uri = pictures.get(publicPath);
  if (!uri) {
    const type = publicPath.endsWith('.svg') ? 'image/svg+xml' : `image/${path.extname(publicPath).slice(1).replace('jpg', 'jpeg')}`;
    uri = readFile(path.join(process.cwd(), 'public', publicPath)).then((data) => `data:${type};base64,${data.toString('base64')}`);
    pictures.set(publicPath, uri);
  }
  return uri;
}

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** The size the card draws the site's emblem and a record's picture at (px). */
const SHARE_CARD_LOGO_SIZE = 56;
export const SHARE_CARD_PICTURE = { width: 480, height: 270 } as const;
/** The picture's corner radius: the frame's 20 px less its 3 px border. */
export const SHARE_CARD_PICTURE_RADIUS = 17;

/** Padding of the card's header row, which the background and the card's own layer share. */
const HEADER_PADDING = '40px 56px 0';

/** The layer under every card of a kind (page colour, dimmed art, gradient, emblem, name), drawn once per build. */
export function ShareCardBackground({ backdrop, logo, siteName }: { backdrop?: string; logo: string; siteName: string }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: INK, position: 'relative' }}>
      {backdrop && <img src={backdrop} width={1440} height={630} alt="" style={{ position: 'absolute', left: -120, top: 0, width: 1440, height: 630, opacity: 0.35 }} />}
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          backgroundImage: `linear-gradient(180deg, ${withAlpha(INK, 0.2)} 0%, ${withAlpha(INK, 0.85)} 60%, ${INK} 100%)`,
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', padding: HEADER_PADDING, position: 'relative' }}>
        <img src={logo} width={SHARE_CARD_LOGO_SIZE} height={SHARE_CARD_LOGO_SIZE} alt="" />
        <span style={{ marginLeft: 16, fontFamily: 'Russo One', fontSize: 30, color: SKY }}>{siteName}</span>
      </div>
    </div>
  );
}

export interface ShareCardProps {
  card: PageCard;
  /** The record's picture (data URI, corners rounded by SHARE_CARD_PICTURE_RADIUS), drawn beside the text. */
  picture?: string;
}

/** A card's own layer: it draws no image but the picture, since satori clips and masks every image over the card. */
export function ShareCard({ card, picture }: ShareCardProps) {
  // The title column is narrower beside a picture: long titles get a smaller size instead of a third line.
  const [wide, long] = picture ? [14, 26] : [28, 44];
  const titleSize = card.title.length > long ? 48 : card.title.length > wide ? 58 : 72;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', color: TEXT, fontFamily: 'Geist' }}>
      {/* As tall as the emblem in the background's header, so everything below sits where it did on one layer. */}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', padding: HEADER_PADDING, minHeight: 40 + SHARE_CARD_LOGO_SIZE }}>
        <span style={{ fontSize: 24, color: INK, background: GOLD, borderRadius: 999, padding: '8px 22px' }}>{clip(card.label, 40)}</span>
      </div>

      <div style={{ flex: 1, display: 'flex', alignItems: 'center', padding: '0 56px', gap: 44 }}>
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontFamily: 'Russo One', fontSize: titleSize, lineHeight: 1.1, color: GOLD }}>{clip(card.title, 70)}</span>
          <span style={{ marginTop: 20, fontSize: 28, lineHeight: 1.4, color: TEXT }}>{clip(card.description, picture ? 150 : 200)}</span>
        </div>
        {picture && (
          // The picture comes with its corners rounded (SHARE_CARD_PICTURE_RADIUS, inside the frame's border): clipping
          // it here makes the rasteriser mask the whole card, which doubled the time to draw one.
          <div style={{ display: 'flex', borderRadius: 20, border: `3px solid ${LINE}` }}>
            <div style={{ ...SHARE_CARD_PICTURE, display: 'flex', backgroundImage: `url(${picture})`, backgroundSize: `${SHARE_CARD_PICTURE.width}px ${SHARE_CARD_PICTURE.height}px` }} />
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
