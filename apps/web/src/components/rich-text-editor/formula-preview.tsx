import { useEffect, useRef } from 'react';
import { renderFormula } from './formula.ts';

/** A LaTeX formula drawn by KaTeX. */
export function FormulaPreview({ latex, className = '' }: { latex: string; className?: string }) {
  const element = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (element.current) renderFormula(element.current, latex);
  }, [latex]);
  return <span ref={element} className={className} />;
}
