import type { Page } from 'playwright-core';

/**
 * The geometry checks of the pseudo-locale run (decision "A pseudo-locale checks the layout"), run in
 * the page on what is visible now, within `scope` (an open dialog covers the page under it):
 * - cut: an element that hides its overflow (hidden, clip, or an ellipsis) and whose text is wider or
 *   taller than its box, or whose own text spills out of its box sideways into its neighbours;
 * - overlaps: two visible controls (button, input, select, textarea, label) whose boxes intersect;
 * - english: a visible text (or a control's placeholder or aria-label) with a plain Latin word in it,
 *   which the pseudo-locale would have accented: a string the code shows untranslated.
 * `allow.cut` and `allow.english` are selectors of the few places that show the user's or the map's
 * own texts (country and division names), each named by the caller with its reason; `allow.names`
 * are words that are names in every language (the product's, the social networks').
 */
export interface LayoutProblems {
  readonly cut: string[];
  readonly overlaps: string[];
  readonly english: string[];
  /** Texts shown that the pseudo-locale bracketed: proof that the run is in the pseudo-locale. */
  readonly pseudo: number;
}

export function layoutProblems(
  page: Page,
  scope: string,
  allow: { cut: readonly string[]; english: readonly string[]; names: readonly string[] },
): Promise<LayoutProblems> {
  return page.evaluate(
    ({ scope, allowCut, allowEnglish, names: names_ }) => {
      const root = document.querySelector(scope);
      if (!root) throw new Error(`no ${scope} on the page`);
      const vw = document.documentElement.clientWidth;
      const name = (el: Element) => {
        const cls =
          typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
      };
      /**
       * The part of an element's box its scrolling or clipping ancestors let be seen (on the page
       * scrolled to it: below the fold counts too, beside it does not).
       */
      const visibleBox = (el: Element): DOMRect | null => {
        let r = el.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) return null;
        let left = Math.max(r.left, 0);
        let top = r.top;
        let right = Math.min(r.right, vw);
        let bottom = r.bottom;
        for (let a = el.parentElement; a; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
            r = a.getBoundingClientRect();
            left = Math.max(left, r.left);
            top = Math.max(top, r.top);
            right = Math.min(right, r.right);
            bottom = Math.min(bottom, r.bottom);
          }
        }
        return right - left >= 2 && bottom - top >= 2
          ? new DOMRect(left, top, right - left, bottom - top)
          : null;
      };
      const shown = (el: Element): boolean => {
        if (el.closest('[aria-hidden="true"], [inert], svg, .visually-hidden')) return false;
        // Not rendered: display none, hidden, transparent, or in a closed <details> (content-visibility).
        const rendered = el.checkVisibility({
          opacityProperty: true,
          visibilityProperty: true,
          contentVisibilityAuto: true,
        });
        return rendered && visibleBox(el) !== null;
      };
      const allowed = (el: Element, selectors: readonly string[]) => selectors.some((s) => el.closest(s));
      const all = [root, ...root.querySelectorAll('*')];

      const cut: string[] = [];
      for (const el of all) {
        if (!(el instanceof HTMLElement) || !shown(el) || allowed(el, allowCut)) continue;
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent ?? ''),
        );
        const s = getComputedStyle(el);
        const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
        const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip';
        const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll';
        // Clipped text is cut; text spilling out of its own box (overflow visible) runs into its
        // neighbours. A box the reader can scroll, and inline boxes (no width of their own), are fine.
        const checked = clipsX
          ? /\p{L}/u.test(el.textContent ?? '')
          : ownText && !scrolls && s.display !== 'inline';
        if (checked && !el.querySelector('svg, canvas, img, video') && el.scrollWidth > el.clientWidth + 1)
          cut.push(`${name(el)} ${el.scrollWidth} wide in ${el.clientWidth}`);
        else if (clipsY && ownText && el.scrollHeight > el.clientHeight + 1)
          cut.push(`${name(el)} ${el.scrollHeight} tall in ${el.clientHeight}`);
      }

      const controls = all.filter(
        (el) => el.matches('button, input:not([type="hidden"]), select, textarea, label') && shown(el),
      );
      const boxes = controls.map((el) => ({ el, box: visibleBox(el) as DOMRect }));
      const overlaps: string[] = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          // A label and its own field go together (a checkbox drawn inside its label, say).
          const labelled = (l: Element, f: Element) =>
            l instanceof HTMLLabelElement &&
            (l.control === f || (f instanceof HTMLElement && l.htmlFor === f.id));
          if (labelled(a.el, b.el) || labelled(b.el, a.el)) continue;
          const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (w > 1 && h > 1)
            overlaps.push(`${name(a.el)} and ${name(b.el)} (${Math.round(w)}x${Math.round(h)})`);
        }

      const english: string[] = [];
      let pseudo = 0;
      const names = new RegExp(`\\b(${names_.join('|')})\\b`, 'g');
      const plain = (text: string) => /\b[A-Za-z]{3,}\b/.test(text.replace(names, ''));
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent ?? '';
        if (!el || !/\S/.test(text) || el.closest('script, style, select') || !shown(el)) continue;
        // A bracketed text is a message of the catalogue; its plain words are its arguments' values.
        if (/[[\]]/.test(text)) pseudo++;
        else if (plain(text) && !allowed(el, allowEnglish))
          english.push(`${name(el)}: "${text.trim().slice(0, 60)}"`);
      }
      for (const el of controls) {
        for (const attr of ['placeholder', 'aria-label']) {
          const value = el.getAttribute(attr);
          if (value && !/[[\]]/.test(value) && plain(value) && !allowed(el, allowEnglish))
            english.push(`${name(el)} ${attr}: "${value}"`);
        }
      }
      return { cut, overlaps, english, pseudo };
    },
    { scope, allowCut: [...allow.cut], allowEnglish: [...allow.english], names: [...allow.names] },
  );
}
