/**
 * A button disabled while its action runs (a save, a send) drops the keyboard focus to the page,
 * and a screen reader user loses their place. Once the button is enabled again it takes the focus
 * back, unless the focus went elsewhere meanwhile. A button that is removed instead stays lost:
 * the screen that replaces it decides where the focus goes.
 * Returns the function that stops watching.
 */
export function keepFocusThroughBusyButtons(root: Document = document): () => void {
  let lastFocused: Element | null = null;
  let waiting: HTMLElement | null = null;
  const nothingFocused = () => root.activeElement === null || root.activeElement === root.body;
  const remember = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
    waiting = null;
  };
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLButtonElement)) continue;
      // Chromium moves the focus off a disabled button only at its next rendering step, after this runs.
      const hadFocus = root.activeElement === target || (target === lastFocused && nothingFocused());
      if (target.disabled && hadFocus) waiting = target;
      else if (!target.disabled && target === waiting) {
        waiting = null;
        if (target.isConnected && nothingFocused()) target.focus({ preventScroll: true });
      }
    }
  });
  root.addEventListener('focusin', remember);
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    root.removeEventListener('focusin', remember);
    observer.disconnect();
  };
}
