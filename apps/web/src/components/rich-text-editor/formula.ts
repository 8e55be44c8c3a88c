import 'katex/dist/katex.min.css';
import katex from 'katex';

/**
 * Draws a LaTeX formula into `element` with KaTeX (its fonts are bundled, nothing is fetched
 * from elsewhere). Untrusted LaTeX: no \href, \url or \includegraphics (trust off), a bounded
 * expansion count, and an error shown as the formula's text rather than thrown.
 */
export function renderFormula(element: HTMLElement, latex: string): void {
  katex.render(latex, element, { throwOnError: false, trust: false, maxExpand: 200, maxSize: 20, output: 'html' });
}

/** Draws every formula of a rendered rich text (spans of data-type="formula" with their data-latex). */
export function renderFormulas(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-type="formula"]')) {
    renderFormula(element, element.dataset.latex ?? element.textContent ?? '');
  }
}
