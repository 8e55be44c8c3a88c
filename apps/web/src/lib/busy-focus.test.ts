import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusyButtons } from './busy-focus.ts';

/** What Chromium does to a focused button that is disabled: the focus falls to the page. */
function disable(button: HTMLButtonElement) {
  button.blur();
  button.disabled = true;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function buttons() {
  document.body.innerHTML = '<button>Salvar rascunho</button><button>Outro</button>';
  stop = keepFocusThroughBusyButtons();
  const [save, other] = Array.from(document.querySelectorAll('button'));
  if (!save || !other) throw new Error('no buttons');
  return { save, other };
}

describe('keepFocusThroughBusyButtons', () => {
  it('gives the focus back to a button once the action that disabled it ends', async () => {
    const { save } = buttons();
    save.focus();
    disable(save);
    await flush();
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus where the user took it meanwhile', async () => {
    const { save, other } = buttons();
    save.focus();
    disable(save);
    await flush();
    other.focus();
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(other);
  });

  it('does not take the focus for a button that did not have it', async () => {
    const { save } = buttons();
    disable(save);
    await flush();
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
