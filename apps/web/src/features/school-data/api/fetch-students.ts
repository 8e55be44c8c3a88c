import type { StudentLoad, StudentLoadPreview } from '@ava/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

function form(schoolId: string, file: File, confirm: boolean): FormData {
  const data = new FormData();
  data.set('school_id', schoolId);
  if (confirm) data.set('confirm', 'true');
  data.set('file', file);
  return data;
}

/** POST /mars/students/fetch (students service): the preview of a sheet; nothing is written. */
export const usePreviewLoad = () =>
  useMutation({
    mutationFn: ({ schoolId, file }: { schoolId: string; file: File }) =>
      request<StudentLoadPreview>('students', '/mars/students/fetch', {
        method: 'POST',
        body: form(schoolId, file, false),
      }),
  });

/** POST /mars/students/fetch with confirm: the same sheet, checked again and queued for writing. */
export const useConfirmLoad = () =>
  useMutation({
    mutationFn: ({ schoolId, file }: { schoolId: string; file: File }) =>
      request<StudentLoad>('students', '/mars/students/fetch', { method: 'POST', body: form(schoolId, file, true) }),
  });
