import { ENCYCLOPEDIA_HOST } from '@ava/contracts';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../overlays/side-panel.tsx';
import { EDITOR_NAMESPACE } from './editor-strings.ts';
import { FormulaPreview } from './formula-preview.tsx';

/** Formulas a teacher copies into the math tool, by subject. */
export const FORMULA_EXAMPLES = [
  { name: 'Fração', latex: '\\frac{a}{b}' },
  { name: 'Potência', latex: 'x^{2}' },
  { name: 'Raiz quadrada', latex: '\\sqrt{x}' },
  { name: 'Raiz enésima', latex: '\\sqrt[n]{x}' },
  { name: 'Fórmula de Bhaskara', latex: 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}' },
  { name: 'Teorema de Pitágoras', latex: 'a^2 = b^2 + c^2' },
  { name: 'Somatório', latex: '\\sum_{i=1}^{n} i' },
  { name: 'Integral', latex: '\\int_{a}^{b} f(x)\\,dx' },
  { name: 'Limite', latex: '\\lim_{x \\to \\infty} \\frac{1}{x}' },
  { name: 'Matriz', latex: '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}' },
  { name: 'Sistema de equações', latex: '\\begin{cases} x + y = 2 \\\\ x - y = 0 \\end{cases}' },
  { name: 'Velocidade média', latex: 'v_m = \\frac{\\Delta s}{\\Delta t}' },
  { name: 'Segunda lei de Newton', latex: '\\vec{F} = m \\cdot \\vec{a}' },
  { name: 'Ângulo', latex: '\\alpha = 30^{\\circ}' },
] as const;

interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Side panel of formula examples, each with a button that copies its LaTeX. */
export function FormulaExamplesPanel({ open, onOpenChange }: PanelProps) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const [copied, setCopied] = useState<string | null>(null);
  async function copy(latex: string) {
    try {
      await navigator.clipboard.writeText(latex);
      setCopied(latex);
    } catch (error) {
      console.warn('[editor] clipboard refused', error);
    }
  }
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title={t('formulaExamples')}>
      <ul className="flex flex-col gap-3">
        {FORMULA_EXAMPLES.map((example) => (
          <li key={example.name} className="flex items-center gap-3 rounded border border-gray-200 p-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="text-sm font-bold text-title">{example.name}</span>
              <FormulaPreview latex={example.latex} />
              <code className="break-all text-xs text-subtitle">{example.latex}</code>
            </div>
            <button
              type="button"
              aria-label={t('copyFormula', { name: example.name })}
              onClick={() => void copy(example.latex)}
              className="rounded border border-primary px-2 py-1 text-sm text-primary"
            >
              {copied === example.latex ? t('copied') : t('copy')}
            </button>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}

/** The Portuguese encyclopedia's page for `term` (its search, when `term` names no page). */
export function encyclopediaUrl(term: string): string {
  const text = term.trim();
  return text
    ? `https://${ENCYCLOPEDIA_HOST}/w/index.php?search=${encodeURIComponent(text)}`
    : `https://${ENCYCLOPEDIA_HOST}/`;
}

/** An encyclopedia page beside the editor, with reload (tablets and larger only). */
export function EncyclopediaPanel({ open, onOpenChange, term }: PanelProps & { term: string }) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const [loads, setLoads] = useState(0);
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('encyclopedia')}
      actions={
        <button
          type="button"
          aria-label={t('reload')}
          title={t('reload')}
          onClick={() => setLoads((count) => count + 1)}
          className="rounded p-1 text-subtitle hover:bg-light"
        >
          <RotateCw className="size-5" aria-hidden="true" />
        </button>
      }
    >
      <iframe
        key={loads}
        title={t('encyclopedia')}
        src={encyclopediaUrl(term)}
        className="size-full min-h-[70vh] border-0"
      />
    </SidePanel>
  );
}
