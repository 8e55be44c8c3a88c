import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerUpdates } from './service-worker.ts';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** The browser found a new script and installs it. */
  find(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
  settle(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

function setUp({ controlled = true, registration = new FakeRegistration() } = {}) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  const reload = vi.fn();
  const updates = createServiceWorkerUpdates({
    container: container as unknown as ServiceWorkerContainer,
    scriptUrl: '/sw.js',
    reload,
  });
  const listener = vi.fn();
  updates.subscribe(listener);
  return { container, registration, reload, updates, listener };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('service worker updates', () => {
  it('register /sw.js once and announce a new version once it is installed beside the current one', async () => {
    const { container, registration, updates, listener } = setUp();
    updates.subscribe(() => {});
    await settled();
    expect(container.register).toHaveBeenCalledExactlyOnceWith('/sw.js');
    expect(updates.isWaiting()).toBe(false);

    const worker = registration.find();
    expect(updates.isWaiting()).toBe(false);
    registration.settle(worker);
    expect(updates.isWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('announce a version already waiting, or still installing, when the page registers', async () => {
    const waitingBefore = new FakeRegistration();
    waitingBefore.waiting = new FakeWorker();
    const first = setUp({ registration: waitingBefore });
    await settled();
    expect(first.updates.isWaiting()).toBe(true);

    const installingBefore = new FakeRegistration();
    const worker = new FakeWorker();
    installingBefore.installing = worker;
    const second = setUp({ registration: installingBefore });
    await settled();
    installingBefore.settle(worker);
    expect(second.updates.isWaiting()).toBe(true);
  });

  it('announce nothing on the first installation, which has nothing to replace', async () => {
    const { registration, updates } = setUp({ controlled: false });
    await settled();
    registration.settle(registration.find());
    expect(updates.isWaiting()).toBe(false);
  });

  it('let the waiting version take over when accepted, and reload once it controls the page', async () => {
    const { container, registration, updates, reload } = setUp();
    await settled();
    const worker = registration.find();
    registration.settle(worker);

    await updates.activate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('prompt, rather than reload, when another tab let a new version take over', async () => {
    const { container, updates, reload } = setUp();
    await settled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(updates.isWaiting()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    await updates.activate();
    expect(reload).toHaveBeenCalledOnce();
  });
});
