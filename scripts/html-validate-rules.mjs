/**
 * The site's own html-validate rules (.htmlvalidate.json), for what Nu or a screen reader finds:
 * - site/table-name: every <table> has its own name (a scroll wrapper's name does not name it);
 * - site/one-term: a <dl> names each term once;
 * - site/url: URL attributes hold only URL code points (no raw space) and no stray "%".
 */
import { definePlugin, Rule } from 'html-validate';

const textOf = (node) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

class TableName extends Rule {
  documentation() {
    return { description: 'Give every table a name: a <caption>, or aria-labelledby the heading it sits under.' };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const table of document.querySelectorAll('table')) {
        const caption = table.childElements.find((child) => child.tagName === 'caption');
        const labelledBy = (table.getAttribute('aria-labelledby')?.value ?? '').toString().split(/\s+/).filter(Boolean);
        const fromIds = labelledBy.map((id) => textOf(document.querySelector(`[id="${id}"]`))).join(' ').trim();
        const label = (table.getAttribute('aria-label')?.value ?? '').toString().trim();
        if (!textOf(caption) && !fromIds && !label) this.report(table, 'table has no name of its own: add a <caption> or aria-labelledby its heading');
      }
    });
  }
}

class OneTerm extends Rule {
  documentation() {
    return { description: 'A description list names each term once: several values of one term are several <dd> after one <dt>.' };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const list of document.querySelectorAll('dl')) {
        const seen = new Set();
        for (const term of list.querySelectorAll('dt')) {
          if (term.closest('dl') !== list) continue;
          const text = textOf(term);
          if (seen.has(text)) this.report(term, `term "${text}" appears twice in one <dl>: give it one <dt> and a <dd> per value`);
          seen.add(text);
        }
      }
    });
  }
}

/** Attributes that hold one URL (srcset and ping hold lists, and the site writes neither). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'manifest']);
/** URL code points and percent-escapes (WHATWG URL standard), after the value is trimmed. */
const URL_PATTERN = /^(?:[A-Za-z0-9!$&'()*+,\-./:;=?@_~\u00A0-\uFFFF]|%[0-9A-Fa-f]{2}|#)*$/u;

class Url extends Rule {
  documentation() {
    return { description: 'A URL attribute holds only URL code points: encode spaces (%20) and other characters, as in data: URLs.' };
  }

  setup() {
    this.on('attr', ({ key, value, target, location }) => {
      if (!URL_ATTRIBUTES.has(key.toLowerCase()) || typeof value !== 'string') return;
      const url = value.trim();
      if (!URL_PATTERN.test(url)) {
        const bad = [...url].find((c, i) => !URL_PATTERN.test(c) && !(c === '%' && /^%[0-9A-Fa-f]{2}/.test(url.slice(i))));
        this.report(target, `${key} is not a valid URL: "${bad === ' ' ? 'space' : bad}" must be percent-encoded`, location);
      }
    });
  }
}

export default definePlugin({
  name: 'site',
  rules: { 'site/table-name': TableName, 'site/one-term': OneTerm, 'site/url': Url },
});
