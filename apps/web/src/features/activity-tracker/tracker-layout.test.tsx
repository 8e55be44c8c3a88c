import { defaultFeatureFlags } from '@ava/contracts';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../lib/platform.ts';
import { logout, startSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme } from '../../test/fixtures.ts';
import { Component as TrackerLayout } from './tracker-layout.tsx';

afterEach(() => {
  vi.useRealTimers();
  logout();
});

/** The dashboards' layout with the time trackers on; every request's path and token, in order. */
function renderTracked() {
  const reports: { path: string; authorization: string | null }[] = [];
  answerFetch((url, init) => {
    reports.push({ path: url.pathname, authorization: new Headers(init.headers).get('Authorization') });
    return jsonResponse(200, { time: 0 });
  });
  const theme = buildTheme({ features: { ...defaultFeatureFlags(false), timeTrackers: true } });
  const router = createMemoryRouter([{ path: '*', element: <TrackerLayout /> }]);
  render(
    <PlatformContext value={{ business: 'demo', theme }}>
      <RouterProvider router={router} />
    </PlatformContext>,
  );
  return reports;
}

describe('TrackerLayout', () => {
  it('sends the last time log before the token is revoked on sign-out, so it still counts', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    startSession('demo', buildLogin('school_student'));
    const reports = renderTracked();
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    await act(async () => signOut());
    expect(reports.map((sent) => sent.path)).toEqual([
      '/api/tracker/report/register_log',
      '/api/tracker/user_interaction_logs/compute_time',
      '/api/identity/users/sign_out',
    ]);
  });

  it("reports the time spent in an account with that account's token, also as a guardian leaves it for a dependent's", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    startSession('demo', buildLogin('guardian'));
    const reports = renderTracked();
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    act(() => startSession('demo', buildLogin('school_student')));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(reports).toEqual([
      { path: '/api/tracker/report/register_log', authorization: 'Bearer token-guardian' },
      { path: '/api/tracker/user_interaction_logs/compute_time', authorization: 'Bearer token-guardian' },
    ]);
  });
});
