import { RotateCcw } from 'lucide-react';
import { useFocusOnMount } from '../lib/use-focus-on-mount.ts';
import { TEXTS } from '../texts.ts';

export function ErrorScreen({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <main className="screen">
      <section className="panel centred" role="alert">
        <h1 ref={heading} tabIndex={-1}>
          {TEXTS.errors.title}
        </h1>
        <p>{message}</p>
        {onRetry && (
          <div className="actions">
            <button type="button" className="button primary" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              {TEXTS.errors.retry}
            </button>
          </div>
        )}
      </section>
    </main>
  );
}
