import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Whether the media `query` matches, following the window as it changes (false on the server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`, the element of `ref` is modal: the rest of the page is `inert` (no focus, no clicks,
 * out of the accessibility tree) and Tab cycles within the element instead of leaving for the browser.
 * Only what this hook made inert is released afterwards.
 */
export function useModal(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return;
    const madeInert: Element[] = [];
    for (let node: Element = dialog; node !== document.body && node.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const cycle = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const leaving = event.shiftKey ? active === first || active === dialog : active === last;
      if (!leaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    dialog.addEventListener('keydown', cycle);
    return () => {
      dialog.removeEventListener('keydown', cycle);
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, [ref, active]);
}
