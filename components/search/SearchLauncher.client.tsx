'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { SEARCH_PATH, StrokeIcon } from '../ui/StrokeIcon';
import type { CloseReason, SearchDialogProps, SearchWords } from './SearchDialog.client';
import { isSearchShortcut, OWNS_QUERY_PARAM_ATTRIBUTE, QUERY_PARAM, WIKI_SEARCH_ANCHOR } from './shortcuts';
import { NEEDS_SCRIPTS } from '../ui/WithoutScripts';

type Dialog = ComponentType<SearchDialogProps>;

let dialogModule: Promise<Dialog> | undefined;

/** The dialog, its search library and index are fetched on the first open, never with the page. */
function loadDialog(): Promise<Dialog> {
  dialogModule ??= import('./SearchDialog.client').then((m) => m.SearchDialog);
  dialogModule.catch(() => {
    dialogModule = undefined;
  });
  return dialogModule;
}

/** The header's Search button, Ctrl+K/⌘K/"/" and ?q=; without JavaScript, a link to the wiki index instead. */
export function SearchLauncher({ words, base = '', numbers }: { words: SearchWords; base?: string; numbers?: string }) {
  const [dialog, setDialog] = useState<{ Component: Dialog } | null>(null);
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The query to start with: from ?q=, or keys typed while the dialog's code was still on its way. */
  const [initialQuery, setInitialQuery] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openedFromUrl = useRef(false);
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const show = useCallback((query: string) => {
    openerRef.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setInitialQuery(query);
    setLoadFailed(false);
    setOpen(true);
    loadDialog().then(
      (Component) => setDialog({ Component }),
      () => {
        setOpen(false);
        setLoadFailed(true);
      },
    );
  }, []);

  const close = useCallback((reason: CloseReason) => {
    setOpen(false);
    if (openedFromUrl.current) {
      openedFromUrl.current = false;
      const url = new URL(window.location.href);
      url.searchParams.delete(QUERY_PARAM);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    if (reason === 'dismiss') focusAfterClose.current = openerRef.current?.isConnected ? openerRef.current : buttonRef.current;
  }, []);

  // Once the dialog is gone (closing a modal dialog moves focus itself), focus goes back where it was.
  useEffect(() => {
    if (open || !focusAfterClose.current) return;
    focusAfterClose.current.focus();
    focusAfterClose.current = null;
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      // Once open, the dialog handles the shortcut itself (it selects the query).
      if (!open) show('');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show]);

  // While the dialog's code loads, keep what the reader types so the first letters are not lost.
  const waiting = open && !dialog;
  useEffect(() => {
    if (!waiting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') close('dismiss');
      else if (event.key === 'Backspace') setInitialQuery((q) => q.slice(0, -1));
      else if (event.key.length === 1) setInitialQuery((q) => q + event.key);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [waiting, close]);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? '';
    if (!query.trim() || document.querySelector(`[${OWNS_QUERY_PARAM_ATTRIBUTE}]`)) return;
    // After hydration has settled (the URL is only known in the browser).
    const timer = window.setTimeout(() => {
      openedFromUrl.current = true;
      show(query);
    });
    return () => window.clearTimeout(timer);
  }, [show]);

  const Dialog = dialog?.Component;
  const look = 'h-10 min-w-10 items-center justify-center gap-2 rounded border border-line px-2 text-text hover:border-gold hover:text-gold lg:px-3';
  const label = (
    <>
      <StrokeIcon d={SEARCH_PATH} className="h-5 w-5" />
      {/* Icon only below desktop width, where the bar is full (logo, menus, theme, menu button). */}
      <span className="sr-only lg:not-sr-only">{words.button}</span>
    </>
  );
  return (
    <>
      <a href={`${base}/wiki/#${WIKI_SEARCH_ANCHOR}`} className={`hidden noscript:flex ${look}`}>
        {label}
      </a>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => show('')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-busy={waiting || undefined}
        title={words.buttonTitle}
        className={`flex ${NEEDS_SCRIPTS} ${look}`}
      >
        {label}
        <kbd aria-hidden="true" className="hidden rounded border border-line px-1.5 font-sans text-xs text-muted lg:inline">
          /
        </kbd>
      </button>
      {loadFailed && (
        <p role="alert" className="absolute right-4 top-full mt-2 rounded border border-danger bg-ink p-3 text-sm text-danger">
          {words.loadFailed}
        </p>
      )}
      {open && Dialog && <Dialog initialQuery={initialQuery} words={words} onClose={close} base={base} numbers={numbers} />}
    </>
  );
}
