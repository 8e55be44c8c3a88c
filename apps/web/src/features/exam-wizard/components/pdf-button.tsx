import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadPrintedPdf } from '../api/printed-pdf.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';

/** 'Baixar PDF': the printed version of the exam. */
export function PdfButton({ exam }: { exam: { id: string; external_id: string } }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadPrintedPdf(exam.id, `avaliacao-${exam.external_id}.pdf`);
    } catch (error) {
      notify({ status: 'error', message: isHttpError(error) ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={download}>
      {t('downloadPdf')}
    </button>
  );
}
