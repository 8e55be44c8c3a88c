import { type EssayBookmark, wrapEssayText } from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { segmentsOf } from './components/marked-text.tsx';
import { essayToHtml, essayToPlain, feedbackOf } from './essay-text.ts';

const bookmark = (start: number, end: number, category: 1 | 2 | 3 | 4): EssayBookmark => ({
  id: `${start}-${end}`,
  activity: 'a',
  student: 's',
  teacher: 't',
  created_at: '',
  updated_at: '',
  position: { range: { start, end }, category, sub_competence: { id: 'c1', comment: '' }, bookmark_type: 'teacher' },
});

describe('essay text', () => {
  it('travels as escaped paragraphs inside the font-size tag and comes back as the same plain text', () => {
    const plain = 'Linha <b>um</b> & "dois"\n\nLinha três';
    const html = essayToHtml(plain);
    expect(html).toBe('<p>Linha &lt;b&gt;um&lt;/b&gt; &amp; &quot;dois&quot;</p><p></p><p>Linha três</p>');
    expect(essayToPlain(wrapEssayText(html, 18))).toEqual({ text: plain, fontSize: 18 });
  });

  it('reads an empty or missing essay as empty text of the default size', () => {
    expect(essayToPlain(null)).toEqual({ text: '', fontSize: 16 });
  });

  it('maps feedback codes to their types', () => {
    expect([1, 2, 3, 4].map(feedbackOf)).toEqual(['great', 'improve', 'attention', 'suggestion']);
  });
});

describe('segmentsOf', () => {
  it('cuts the text at bookmark and selection edges; the latest bookmark wins an overlap', () => {
    const segments = segmentsOf('abcdefghij', [bookmark(2, 6, 1), bookmark(4, 8, 3)], { start: 0, end: 3 });
    expect(segments.map((s) => [s.start, s.end, s.mark?.position.category ?? 0, s.selected])).toEqual([
      [0, 2, 0, true],
      [2, 3, 1, true],
      [3, 4, 1, false],
      [4, 6, 3, false],
      [6, 8, 3, false],
      [8, 10, 0, false],
    ]);
  });
});
