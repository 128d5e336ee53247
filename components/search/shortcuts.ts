/** Whether the key goes into a field the reader is typing in (then "/" types a slash instead of opening search). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/** Ctrl+K or ⌘K anywhere, or "/" outside a text field, with no other modifier. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
}

/** The parameter that opens search with a query on any page, e.g. /?q=mezul (the home page's SearchAction). */
export const QUERY_PARAM = 'q';

/** Marks an element of a page that reads ?q= itself, so the parameter does not open the site search there. */
export const OWNS_QUERY_PARAM_ATTRIBUTE = 'data-owns-query-param';

/** The wiki index's search area (/wiki/#search): the Search link's target with JavaScript off. */
export const WIKI_SEARCH_ANCHOR = 'search';
