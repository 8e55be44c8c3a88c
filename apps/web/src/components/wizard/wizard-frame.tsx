import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../skeleton.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/classes.ts';
import { useWizardStep, type WizardSteps } from './wizard-steps.ts';

interface Props<Steps extends WizardSteps, Detail> {
  steps: Steps;
  /** The id in the address once the first step created it; before that only `creating` shows. */
  externalId: string | undefined;
  detail: UseQueryResult<Detail, Error>;
  title: string;
  words: { back: string; steps: string; step: (key: Steps[number][1]) => string };
  /** The first step's form, which creates what the wizard builds. */
  creating: ReactNode;
  children: (detail: Detail, slug: Steps[number][0]) => ReactNode;
}

/**
 * A wizard of document 3 section 7 (exam, trail): its title, its steps as numbered buttons (open
 * once the first step has created it), and the step the address names.
 */
export function WizardFrame<Steps extends WizardSteps, Detail extends { id: string }>({
  steps,
  externalId,
  detail,
  title,
  words,
  creating,
  children,
}: Props<Steps, Detail>) {
  const { slug, index, go } = useWizardStep(steps);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="wizard-title">
      <Link to={externalId ? '../..' : '..'} relative="path" className="text-sm text-primary">
        {words.back}
      </Link>
      <h1 id="wizard-title" className="break-words text-2xl font-bold text-title">
        {title}
      </h1>
      <nav aria-label={words.steps}>
        <ol className="flex flex-wrap gap-2">
          {steps.map(([candidate, key], position) => (
            <li key={candidate}>
              <button
                type="button"
                className={candidate === slug ? PRIMARY_BUTTON : SECONDARY_BUTTON}
                aria-current={candidate === slug ? 'step' : undefined}
                disabled={!externalId}
                onClick={() => go(candidate)}
              >
                {`${position + 1}. ${words.step(key)}`}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {!externalId && creating}
      {externalId && detail.isPending && <Skeleton shape="card" rows={4} />}
      {externalId && detail.isError && <p role="alert">{detail.error.message}</p>}
      {detail.data && (
        <>
          <h2 className="text-xl font-semibold">{words.step(steps[index]?.[1] ?? steps[0]?.[1] ?? '')}</h2>
          <div key={`${slug}-${detail.data.id}`} className="contents">
            {children(detail.data, slug)}
          </div>
        </>
      )}
    </section>
  );
}
