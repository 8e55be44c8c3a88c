import { usePlatform } from '../../../lib/platform.ts';

/** The teacher's challenges: /:business/professor/desafios, its library and its factory. */
export function useChallengesPaths() {
  const { business } = usePlatform();
  const base = `/${business}/professor/desafios`;
  return {
    mine: base,
    library: `${base}/biblioteca`,
    /** The wizard; with an id it resumes that content (?desafio=). */
    factory: (contentId?: string) =>
      contentId ? `${base}/fabrica?desafio=${encodeURIComponent(contentId)}` : `${base}/fabrica`,
  };
}
