import { isRole, type LoginResponse, type RoleGroup, roleGroup, type SessionUser } from '@ava/contracts';
import { useSyncExternalStore } from 'react';
import { applyLanguage } from '../i18n/i18n.ts';
import { listen, publish } from './broadcast.ts';
import { readItem, removeItems, type StorageKey, writeItem } from './storage.ts';

export interface Session {
  token: string;
  user: SessionUser;
  /** The platform (business slug) the user signed in to. */
  platform: string;
  /** The role flag the shell reads (student, educator, guardian or admin). */
  group: RoleGroup;
}

/** What logout clears; the theme is public data of the platform and stays. */
const SESSION_KEYS: readonly StorageKey[] = [
  'token',
  'user',
  'platform',
  'dependentToken',
  'dependentUser',
  'externalUser',
  'subscription',
  'shortcuts',
  'initialTime',
  'termsShown',
  'urgentWarningShown',
];

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<SessionUser>;
  return isRole(user.role) && typeof user.name === 'string' && Array.isArray(user.menu);
}

/**
 * The stored session; a missing user means logged out. A stored user that is not valid
 * (an older shape) is removed with the rest; a session still being written by another tab
 * (token, user and platform arrive one by one) is left alone.
 */
function restore(): Session | null {
  const token = readItem<string>('token');
  const user = readItem<unknown>('user');
  const platform = readItem<string>('platform');
  if (typeof token === 'string' && typeof platform === 'string' && isSessionUser(user)) {
    applyLanguage(user.preferred_language);
    return { token, user, platform, group: roleGroup(user.role) };
  }
  if (user !== null && !isSessionUser(user)) removeItems(SESSION_KEYS);
  return null;
}

let current = restore();
/** Set once a session ends, so a logout runs once however many callers ask for it. */
let ended = current === null;
const listeners = new Set<() => void>();
const logoutHandlers = new Set<() => void>();

function set(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * A session a guardian opened as their dependent ('Entrar como'): the guardian's own token is kept
 * to come back to. Such a session follows the child's work but never sits an exam.
 */
export const isDependentSession = (): boolean => typeof readItem<string>('dependentToken') === 'string';

export function getSession(): Session | null {
  return current;
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Stores the signed-in user and token, sets the role flags and the language, and tells the other tabs. */
export function startSession(platform: string, response: LoginResponse): void {
  const { auth_token: token, user } = response;
  writeItem('token', token);
  writeItem('user', user);
  writeItem('platform', platform);
  writeItem('subscription', response.subscription ?? null);
  writeItem('initialTime', Date.now());
  applyLanguage(user.preferred_language);
  ended = false;
  set({ token, user, platform, group: roleGroup(user.role) });
  publish('login', { platform });
}

let handingOver = false;

/**
 * Runs a call that ends the session's token on the server and starts the next session (switching
 * institution): a request sent meanwhile with the old token is answered 'Token inválido', which
 * must not end the session that is taking its place.
 */
export async function handOverSession<T>(call: () => Promise<T>): Promise<T> {
  handingOver = true;
  try {
    return await call();
  } finally {
    handingOver = false;
  }
}

/** Whether the session's token is being replaced by handOverSession. */
export const isHandingOverSession = (): boolean => handingOver;

/** Changes fields of the signed-in user (terms accepted, profile confirmed...) and stores them. */
export function updateSessionUser(changes: Partial<SessionUser>): void {
  if (!current) return;
  const user = { ...current.user, ...changes };
  writeItem('user', user);
  set({ ...current, user });
}

const leavingHandlers = new Set<() => Promise<void>>();

/**
 * Called before the session's token is revoked on the server (sign-out, a guardian coming back
 * from a dependent's account), e.g. to send the last time log while the token is still valid.
 */
export function onSessionLeaving(handler: () => Promise<void>): () => void {
  leavingHandlers.add(handler);
  return () => leavingHandlers.delete(handler);
}

/** Runs the onSessionLeaving handlers and waits for them, failed or not. */
export async function leaveSession(): Promise<void> {
  await Promise.allSettled([...leavingHandlers].map((handler) => handler()));
}

/** Called after every logout, e.g. to drop the user's cached server data. */
export function onLogout(handler: () => void): () => void {
  logoutHandlers.add(handler);
  return () => logoutHandlers.delete(handler);
}

/**
 * Ends the session: guarded against re-entry (many failing requests may ask at once), tells
 * the other tabs unless the order came from one of them, clears storage and resets state.
 * The routes that need a session then send the user to /:business/login.
 */
export function logout({ fromOtherTab = false } = {}): void {
  if (ended) return;
  ended = true;
  if (!fromOtherTab) publish('logout', { platform: current?.platform ?? null });
  removeItems(SESSION_KEYS);
  set(null);
  for (const handler of logoutHandlers) handler();
}

/** Takes the session another tab stored; its localStorage write may reach this tab just after the message. */
function adoptStoredSession(): () => void {
  const adopt = () => {
    const next = restore();
    if (!next) return false;
    ended = false;
    set(next);
    return true;
  };
  if (adopt()) return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && adopt()) window.removeEventListener('storage', onStorage);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Follows logins and logouts made in other tabs of the same origin. A tab showing another
 * platform than the new session's goes to that platform, instead of taking the session for
 * a foreign one and logging everybody out.
 */
export function connectSessionTabs(): () => void {
  let stopWaiting = () => {};
  const stopLogout = listen('logout', () => logout({ fromOtherTab: true }));
  const stopLogin = listen('login', (message) => {
    const platform = (message as { platform?: unknown } | null)?.platform;
    if (typeof platform === 'string' && window.location.pathname.split('/')[1] !== platform) {
      window.location.assign(`/${platform}`);
      return;
    }
    stopWaiting();
    stopWaiting = adoptStoredSession();
  });
  return () => {
    stopWaiting();
    stopLogout();
    stopLogin();
  };
}
