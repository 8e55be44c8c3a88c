import type { ExamTimeLeft } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ExamSource } from './exam-source.ts';

/** The server's clock is asked again this often while the exam runs, and more often while it is paused. */
export const RUNNING_SYNC_MS = 10_000;
export const PAUSED_SYNC_MS = 5_000;

/** Seconds left at `now`, counting down from the server's answer received at `receivedAt`; frozen while paused. */
export function secondsLeft(clock: ExamTimeLeft, receivedAt: number, now: number): number {
  if (clock.paused || clock.finished) return clock.time_left;
  return Math.max(0, clock.time_left - Math.floor(Math.max(0, now - receivedAt) / 1000));
}

const two = (value: number) => String(value).padStart(2, '0');

/** 754 -> '12:34'; an hour or more -> '1:02:03'. */
export function formatClock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

export interface ExamClock {
  clock: ExamTimeLeft | undefined;
  /** Seconds left as counted on this page between the server's answers. */
  left: number | null;
  /** The server says the time is over or the attempt finished: only the server decides it. */
  over: boolean;
  paused: boolean;
  /** The last call failed (offline): the count goes on from the last answer. */
  stale: boolean;
}

/**
 * The remaining time of the student's attempt: asked of the server when the page opens and
 * every few seconds, counted down locally in between; when the local count reaches zero the
 * server is asked at once, and only its answer ends the exam.
 */
export function useExamClock(source: ExamSource): ExamClock {
  const query = useQuery({
    queryKey: source.timeLeftKey,
    queryFn: ({ signal }) => source.fetchTimeLeft(signal),
    refetchInterval: (current) => (current.state.data?.paused ? PAUSED_SYNC_MS : RUNNING_SYNC_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const clock = query.data;
  const left = clock ? secondsLeft(clock, query.dataUpdatedAt, now) : null;
  const askedAt = useRef(0);
  const { refetch, dataUpdatedAt } = query;
  useEffect(() => {
    if (left === 0 && clock && clock.time_left > 0 && askedAt.current !== dataUpdatedAt) {
      askedAt.current = dataUpdatedAt;
      void refetch();
    }
  }, [left, clock, dataUpdatedAt, refetch]);

  return {
    clock,
    left,
    over: clock !== undefined && (clock.finished || clock.time_left === 0),
    paused: clock?.paused ?? false,
    stale: query.isError,
  };
}
