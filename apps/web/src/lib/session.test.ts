import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLogin } from '../test/fixtures.ts';
import { connectSessionTabs, getSession, logout, onLogout, startSession } from './session.ts';
import { readItem, writeItem } from './storage.ts';

/** Another tab of the same origin, as BroadcastChannel sees it. */
function otherTab(name: string) {
  const channel = new BroadcastChannel(name);
  const received: unknown[] = [];
  channel.onmessage = (event) => received.push(event.data);
  return { channel, received };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => logout());

describe('session', () => {
  it('stores the user and token at login and clears them at logout', () => {
    startSession('demo', buildLogin('school_teacher'));
    expect(getSession()).toMatchObject({ platform: 'demo', token: 'token-school_teacher', group: 'educator' });
    expect(readItem('token')).toBe('token-school_teacher');

    logout();
    expect(getSession()).toBeNull();
    expect(readItem('token')).toBeNull();
    expect(readItem('user')).toBeNull();
  });

  it('tells the other tabs once, however many callers ask to log out', async () => {
    const tab = otherTab('logout');
    const handler = vi.fn(() => logout());
    const stop = onLogout(handler);
    startSession('demo', buildLogin());

    logout();
    logout();
    await settle();

    expect(tab.received).toEqual([{ platform: 'demo' }]);
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    tab.channel.close();
  });

  it('follows a login and a logout made in another tab', async () => {
    window.history.pushState({}, '', '/demo/painel');
    const stop = connectSessionTabs();
    const login = new BroadcastChannel('login');
    const logoutChannel = new BroadcastChannel('logout');
    const response = buildLogin('guardian');
    writeItem('token', response.auth_token);
    writeItem('user', response.user);
    writeItem('platform', 'demo');

    login.postMessage({ platform: 'demo' });
    await settle();
    expect(getSession()?.user.role).toBe('guardian');

    logoutChannel.postMessage({ platform: 'demo' });
    await settle();
    expect(getSession()).toBeNull();

    stop();
    login.close();
    logoutChannel.close();
  });
});
