import { STUDENT_LOAD_MODEL_FILE } from '@ava/contracts';
import { downloadFile } from '../../../lib/http/download.ts';

/** GET /mars/students/fetch_model (students service): the model sheet. */
export const downloadLoadModel = () =>
  downloadFile('students', '/mars/students/fetch_model', { fileName: STUDENT_LOAD_MODEL_FILE });
