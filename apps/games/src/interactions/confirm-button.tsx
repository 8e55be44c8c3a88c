import { Check } from 'lucide-react';
import { TEXTS } from '../texts.ts';

export function ConfirmButton({
  disabled,
  onClick,
  label = TEXTS.confirm,
}: {
  disabled: boolean;
  onClick: () => void;
  label?: string;
}) {
  return (
    <div className="actions">
      <button type="button" className="button primary" disabled={disabled} onClick={onClick}>
        <Check aria-hidden="true" />
        {label}
      </button>
    </div>
  );
}
