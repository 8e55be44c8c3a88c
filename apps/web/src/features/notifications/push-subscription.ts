import { request } from '../../lib/http/request.ts';

export type PushState = 'unsupported' | 'blocked' | 'enabled' | 'available';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Whether this browser can receive push, and whether the user allowed it. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'enabled' : 'available';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`
    .replaceAll('-', '+')
    .replaceAll('_', '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/**
 * Asks the user (only when they pressed the button), subscribes this browser with the server's
 * VAPID key and hands the subscription to the server.
 */
export async function enablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'available';
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await request<{ public_key: string }>('main', '/webpush/public_key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  await request('main', '/webpush/subscriptions/create', { method: 'POST', body: subscription.toJSON() });
  return 'enabled';
}
