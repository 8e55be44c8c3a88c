import { MESSAGES } from '@ava/contracts';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';

interface Props {
  label: string;
  /** Downloads the spreadsheet; any failure, even half-way, shows the export failure message. */
  download: () => Promise<void>;
}

/** A spreadsheet export: busy while it downloads, 'Ocorreu um erro ao exportar os dados…' when it fails. */
export function ExportButton({ label, download }: Props) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await download();
    } catch {
      notify({ status: 'error', message: MESSAGES.exportFailure });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={SECONDARY_BUTTON} disabled={busy} aria-busy={busy} onClick={run}>
      {label}
    </button>
  );
}
