import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { APP_ICONS } from '@/lib/site/app-icons';
import { PALETTES } from '@/lib/site/theme';

/** The web app's icons, drawn at build time from app/icon.svg so they never drift from it. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return APP_ICONS.map((icon) => ({ file: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = APP_ICONS.find((i) => i.file === file);
  if (!icon) return new Response('Not found', { status: 404 });
  const emblem = await readFile(path.join(process.cwd(), 'app/icon.svg'));
  const side = Math.round(icon.size * icon.inset);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: icon.purpose === 'any' ? 'transparent' : PALETTES.dark.ink,
        }}
      >
        <img src={`data:image/svg+xml;base64,${emblem.toString('base64')}`} width={side} height={side} alt="" />
      </div>
    ),
    { width: icon.size, height: icon.size },
  );
}
