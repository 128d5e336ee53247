/**
 * Hover and focus previews of article links from /previews/<prefix>/<slug>.json, fetched on first need; plain DOM,
 * delegated listeners. WCAG 1.4.13: dismissable (Esc), hoverable, persistent. Not Radix: it would add about 20 KiB
 * gzipped to every wiki page (this is about 2 KiB), and its 700 ms label timing does not fit a hover card.
 */

/** Links that get previews: article text on wiki pages and the guide, and record pages. */
const ARTICLE_LINKS = '.prose-wiki a[href^="/"], [data-link-previews] a[href^="/"]';
const SHOW_DELAY_MS = 400;
const HIDE_DELAY_MS = 200;
export const PREVIEW_CARD_ID = 'link-preview';

interface PreviewData {
  title: string;
  label: string;
  description: string;
  image?: string;
  stats: { label: string; value: string }[];
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  return node;
};

/** Starts listening; returns a function that removes the listeners and the card. */
/** `base`: the page's language prefix ("/es"; "" for English), whose links and preview files it reads. */
export function startLinkPreviews(prefixes: readonly string[], base = ''): () => void {
  const allowed = new Set(prefixes);
  const cache = new Map<string, Promise<PreviewData | null>>();
  const canHover = !matchMedia('(hover: none)').matches;
  let card: HTMLElement | undefined;
  /** The link the card shows, and the describedby value it had before. */
  let shown: { link: HTMLAnchorElement; describedBy: string | null } | undefined;
  /** The link waiting for its delay or its data. */
  let pending: HTMLAnchorElement | undefined;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const linkOf = (target: EventTarget | null): HTMLAnchorElement | undefined => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    return link?.matches(ARTICLE_LINKS) ? link : undefined;
  };

  /** The preview file of a link to a wiki or record page other than this one. */
  const dataUrlOf = (link: HTMLAnchorElement): string | undefined => {
    const url = new URL(link.href, location.href);
    if (base && !url.pathname.startsWith(`${base}/`)) return undefined;
    const [prefix, slug, ...rest] = url.pathname.slice(base.length).split('/').filter(Boolean);
    if (url.origin !== location.origin || !prefix || !slug || rest.length > 0 || !allowed.has(prefix)) return undefined;
    if (url.pathname.replace(/\/$/, '') === location.pathname.replace(/\/$/, '')) return undefined;
    return `${base}/previews/${prefix}/${slug}.json`;
  };

  const load = (url: string) => {
    let data = cache.get(url);
    if (!data) {
      data = fetch(url)
        .then((r) => (r.ok ? (r.json() as Promise<PreviewData>) : null))
        .catch(() => null);
      cache.set(url, data);
    }
    return data;
  };

  const clearTimers = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
  };

  function hide() {
    clearTimers();
    pending = undefined;
    if (!shown || !card) return;
    const { link, describedBy } = shown;
    if (describedBy === null) link.removeAttribute('aria-describedby');
    else link.setAttribute('aria-describedby', describedBy);
    card.hidden = true;
    shown = undefined;
  }

  function cardElement(): HTMLElement {
    if (card) return card;
    card = el(
      'div',
      'absolute left-0 top-0 z-50 w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-line bg-surface text-left text-sm text-text shadow-xl shadow-black/40 print:hidden',
    );
    card.id = PREVIEW_CARD_ID;
    card.setAttribute('role', 'tooltip');
    card.hidden = true;
    card.addEventListener('pointerenter', () => clearTimeout(hideTimer));
    card.addEventListener('pointerleave', () => scheduleHide());
    // Inside <main>, so the card belongs to a landmark like the article it describes.
    (document.querySelector('main') ?? document.body).append(card);
    return card;
  }

  /** Fills the card with text nodes only: nothing from the JSON is ever parsed as HTML. */
  function fill(node: HTMLElement, data: PreviewData) {
    const parts: HTMLElement[] = [];
    if (data.image) {
      const img = el('img', 'block aspect-video w-full bg-surface-2 object-cover');
      img.src = data.image;
      img.alt = '';
      img.width = 320;
      img.height = 180;
      parts.push(img);
    }
    const body = el('div', 'p-3');
    const label = el('p', 'text-xs font-semibold uppercase tracking-wide text-muted');
    label.textContent = data.label;
    const title = el('p', 'font-display text-lg text-gold');
    title.textContent = data.title;
    const text = el('p', 'mt-1 line-clamp-4 text-text');
    text.textContent = data.description;
    body.append(label, title, text);
    if (data.stats.length > 0) {
      const stats = el('dl', 'mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs');
      for (const stat of data.stats.slice(0, 3)) {
        const pair = el('div', '');
        const dt = el('dt', 'text-muted');
        dt.textContent = stat.label;
        const dd = el('dd', 'font-semibold text-text');
        dd.textContent = stat.value;
        pair.append(dt, dd);
        stats.append(pair);
      }
      body.append(stats);
    }
    parts.push(body);
    node.replaceChildren(...parts);
  }

  /** Below the link, or above it when the viewport has no room below; kept inside the viewport horizontally. */
  function place(node: HTMLElement, link: HTMLAnchorElement) {
    const rect = link.getClientRects()[0] ?? link.getBoundingClientRect();
    const gap = 8;
    const width = node.offsetWidth;
    const height = node.offsetHeight;
    const left = Math.min(Math.max(rect.left, gap), Math.max(gap, document.documentElement.clientWidth - width - gap));
    const below = rect.bottom + gap + height <= innerHeight || rect.top - gap - height < 0;
    const top = below ? rect.bottom + gap : rect.top - gap - height;
    node.style.transform = `translate(${Math.round(left + scrollX)}px, ${Math.round(top + scrollY)}px)`;
  }

  async function show(link: HTMLAnchorElement) {
    const url = dataUrlOf(link);
    if (!url || shown?.link === link) return;
    pending = link;
    const data = await load(url);
    // The pointer or the focus left while the data was on its way.
    if (pending !== link || !data || !link.isConnected) return;
    pending = undefined;
    hide();
    const node = cardElement();
    fill(node, data);
    node.style.visibility = 'hidden';
    node.hidden = false;
    place(node, link);
    node.style.visibility = '';
    shown = { link, describedBy: link.getAttribute('aria-describedby') };
    link.setAttribute('aria-describedby', [shown.describedBy, PREVIEW_CARD_ID].filter(Boolean).join(' '));
  }

  function scheduleHide() {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_DELAY_MS);
  }

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const link = linkOf(event.target);
    if (!link) return;
    clearTimeout(hideTimer);
    if (link === shown?.link || link === pending) return;
    clearTimeout(showTimer);
    pending = link;
    showTimer = setTimeout(() => void show(link), SHOW_DELAY_MS);
  };

  const onPointerOut = (event: PointerEvent) => {
    const link = linkOf(event.target);
    if (!link || (event.relatedTarget instanceof Node && (link.contains(event.relatedTarget) || card?.contains(event.relatedTarget)))) return;
    if (link === pending) {
      clearTimeout(showTimer);
      pending = undefined;
    }
    if (link === shown?.link) scheduleHide();
  };

  // Keyboard focus only: a tap or a click focuses a link too, but does not match :focus-visible.
  const onFocusIn = (event: FocusEvent) => {
    const link = linkOf(event.target);
    if (link?.matches(':focus-visible')) void show(link);
  };

  const onFocusOut = (event: FocusEvent) => {
    const link = linkOf(event.target);
    if (link && (link === shown?.link || link === pending)) hide();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (shown || pending)) hide();
  };

  const listeners: [string, EventListener][] = [
    ['focusin', onFocusIn as EventListener],
    ['focusout', onFocusOut as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['click', hide],
  ];
  if (canHover) listeners.push(['pointerover', onPointerOver as EventListener], ['pointerout', onPointerOut as EventListener]);
  for (const [type, listener] of listeners) document.addEventListener(type, listener);
  addEventListener('resize', hide);

  return () => {
    hide();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    removeEventListener('resize', hide);
    card?.remove();
  };
}
