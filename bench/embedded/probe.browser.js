/*
 * In-page probe of the embedded benchmark, injected as an init script before the
 * app's own code. It takes every timestamp inside the page (performance.now(),
 * whose zero is the navigation start), so Playwright's round trips never count.
 *
 * - clicks: a capture listener on window notes when each button was clicked;
 * - arm(id, spec) watches the DOM (MutationObserver plus a 50 ms poll for style
 *   changes) until what a user would see, described by `spec`, is on screen; the
 *   figure is the next animation frame after that, i.e. the frame that paints it.
 *
 * Plain JavaScript on purpose: it is passed as source text, untouched by the
 * TypeScript loader (which would add helpers the page does not have).
 */
(() => {
  if (window.__bench) return;

  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const lower = (s) => norm(s).toLowerCase();

  const visible = (el) =>
    !!el &&
    el.isConnected &&
    el.getClientRects().length > 0 &&
    (typeof el.checkVisibility !== 'function' ||
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));

  /** Accessible name, as far as this app needs it: aria-label, aria-labelledby, a fieldset's legend, the text. */
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    if (el.tagName === 'FIELDSET') {
      const legend = el.querySelector(':scope > legend');
      if (legend) return norm(legend.textContent);
    }
    if (el.tagName === 'INPUT') return norm(el.value);
    return norm(el.textContent);
  };

  /** Playwright's default name match: case-insensitive substring, or equality when exact. */
  const nameMatches = (el, wanted, exact) =>
    exact ? nameOf(el) === norm(wanted) : lower(nameOf(el)).includes(lower(wanted));

  const BUTTONS = 'button, [role="button"], input[type="button"], input[type="submit"]';
  const LISTITEMS = 'li, [role="listitem"]';
  const DIALOGS = '[role="dialog"], [role="alertdialog"], dialog[open]';
  const GROUPS = 'fieldset, [role="group"]';
  const CONTROLS = 'textarea, input:not([type="hidden"]), select, [role="radio"], [role="checkbox"], [role="textbox"]';

  // `enabled`: only a button that can be pressed (a journal opening from the browser's copy shows its rows' buttons disabled).
  const findButton = (root, name, exact, enabled) =>
    [...root.querySelectorAll(BUTTONS)].find(
      (b) =>
        visible(b) &&
        nameMatches(b, name, exact) &&
        (!enabled || !(b.disabled || b.getAttribute('aria-disabled') === 'true')),
    );

  const hasText = (root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeValue.includes(text) && visible(node.parentElement)) return true;
    return false;
  };

  // The groups on the page, gathered from the mutations as they come: querying the whole page for them on
  // every check would, with thousands of rows on it, slow down the very page being measured. Created before
  // any watch's observer, this one hears of each change first.
  const groups = new Set();
  const gatherGroups = (node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(GROUPS)) groups.add(node);
    for (const group of node.querySelectorAll(GROUPS)) groups.add(group);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element && record.target.matches(GROUPS)) groups.add(record.target);
      } else for (const node of record.addedNodes) gatherGroups(node);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
  gatherGroups(document.documentElement);

  const findGroup = (name) => {
    for (const group of groups) {
      if (!group.isConnected) groups.delete(group);
      else if (visible(group) && nameOf(group) === norm(name)) return group;
    }
    return undefined;
  };

  /** Identifies the first question on screen in a group: its control's id or name, else its label text. */
  const questionKey = (groupName) => {
    const group = findGroup(groupName);
    if (!group) return null;
    const control = [...group.querySelectorAll(CONTROLS)].find(visible);
    if (!control) return null;
    const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
    return `${control.id || control.getAttribute('name') || ''}|${norm(label?.textContent)}`;
  };

  const test = (spec) => {
    switch (spec.kind) {
      case 'button':
        return !!findButton(document, spec.name, spec.exact, spec.enabled);
      case 'text':
        return !!document.body && hasText(document.body, spec.text);
      // Cheap tests first, layout (visible) last: with thousands of rows on the page a check that forced
      // layout for each of them would itself slow the page being measured.
      case 'listitem':
        return [...document.querySelectorAll(LISTITEMS)].some(
          (li) =>
            spec.texts.every((t) => norm(li.textContent).includes(norm(t))) &&
            visible(li) &&
            (!spec.button || !!findButton(li, spec.button, false, spec.enabled)),
        );
      case 'noDialog':
        return ![...document.querySelectorAll(DIALOGS)].some(visible);
      case 'stage': {
        // The question first: the position's text is searched through every text node on the page.
        const key = questionKey(spec.group);
        if (key === null || key === spec.before) return false;
        return !!document.body && hasText(document.body, spec.position);
      }
      case 'all':
        return spec.of.every(test);
      case 'any':
        return spec.of.some(test);
      default:
        throw new Error(`unknown spec ${spec.kind}`);
    }
  };

  const watches = new Map();

  const arm = (id, spec) => {
    const watch = { armedAt: performance.now(), seen: null, painted: null };
    watch.done = new Promise((resolve) => {
      watch.resolve = resolve;
    });
    watches.set(id, watch);
    let observer = null;
    let timer = null;
    const stop = () => {
      observer?.disconnect();
      clearInterval(timer);
    };
    const check = () => {
      if (watch.seen !== null) return;
      let ok = false;
      try {
        ok = test(spec);
      } catch (error) {
        watch.error = String(error);
      }
      if (!ok) return;
      watch.seen = performance.now();
      stop();
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        watch.painted = performance.now();
        watch.resolve({ armedAt: watch.armedAt, seen: watch.seen, painted: watch.painted });
      };
      requestAnimationFrame(finish);
      // A hidden page gets no frames; never hang on that.
      setTimeout(finish, 1000);
    };
    observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    timer = setInterval(check, 50);
    check();
  };

  const result = (id, timeoutMs) => {
    const watch = watches.get(id);
    if (!watch) return Promise.resolve({ error: `nothing armed as ${id}` });
    return Promise.race([
      watch.done,
      new Promise((resolve) =>
        setTimeout(
          () => resolve({ timeout: true, armedAt: watch.armedAt, error: watch.error ?? null }),
          Math.max(0, timeoutMs),
        ),
      ),
    ]);
  };

  const clicks = [];
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
      if (target) clicks.push({ at: performance.now(), name: nameOf(target) });
    },
    true,
  );

  /** When the last click on a button with this name (exact, or a substring) happened. */
  const clickTime = (name) => {
    for (let i = clicks.length - 1; i >= 0; i--) {
      const click = clicks[i];
      if (click.name === norm(name) || lower(click.name).includes(lower(name))) return click.at;
    }
    return null;
  };

  const firstContentfulPaint = (timeoutMs) =>
    new Promise((resolve) => {
      const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const now = found();
      if (now !== null) return resolve(now);
      const observer = new PerformanceObserver(() => {
        const t = found();
        if (t !== null) {
          observer.disconnect();
          resolve(t);
        }
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(found());
      }, timeoutMs);
    });

  window.__bench = { arm, result, clickTime, questionKey, firstContentfulPaint };
})();
