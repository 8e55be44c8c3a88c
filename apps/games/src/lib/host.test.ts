import { GAME_MESSAGE_SOURCE } from '@ava/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardEscapeToHost } from './host.ts';

const HOST = 'https://escola.example.com';

afterEach(() => vi.restoreAllMocks());

const press = (key: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('forwardEscapeToHost', () => {
  it("tells the host, at the host's origin only, that Escape was pressed", () => {
    const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    const stop = forwardEscapeToHost(HOST);
    press('Escape');
    press('Enter');
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ source: GAME_MESSAGE_SOURCE.frame, type: 'escape' }, HOST);
    stop();
    press('Escape');
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("leaves an Escape the game's own controls used (a keyboard drag cancelled) to them", () => {
    const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    const stop = forwardEscapeToHost(HOST);
    const control = document.createElement('button');
    document.body.append(control);
    // As dnd-kit's keyboard sensor does on the document when Escape cancels a drag.
    const cancelDrag = (event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault();
    document.addEventListener('keydown', cancelDrag);
    press('Escape', control);
    expect(posted).not.toHaveBeenCalled();
    document.removeEventListener('keydown', cancelDrag);
    control.remove();
    stop();
  });
});
