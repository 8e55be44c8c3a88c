import type { StudentResponse } from '@ava/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { useStudentResponse } from '../api/student-response.ts';

type AnswerBody = Omit<StudentResponse, 'activity'>;

/**
 * Saves the student's answer, a draft or the final one, once per tap: the guard is set at the tap,
 * since isPending disables the buttons only once the screen renders again, which a double tap
 * outruns (its second request was refused with 403, and only that error was shown). `saved` runs
 * when the answer is stored; `alsoChanged` names the caller's own queries the answer changes.
 */
export function useAnswerSave(activity: string, saved: (draft: boolean) => void, alsoChanged?: readonly QueryKey[]) {
  const respond = useStudentResponse(activity, alsoChanged);
  const sending = useRef(false);

  function save(body: AnswerBody) {
    if (sending.current) return;
    sending.current = true;
    respond.mutate(body, {
      onSuccess: () => saved(body.draft),
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return {
    save,
    isPending: respond.isPending,
    /** The final answer is on its way: the form holds still until the screen shows it sent. */
    sendingFinal: respond.isPending && respond.variables?.draft === false,
  };
}
