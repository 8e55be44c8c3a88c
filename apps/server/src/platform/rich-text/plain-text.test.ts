import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text.ts';

describe('toPlainText', () => {
  it('keeps the words, line breaks and the signs a sentence uses', () => {
    expect(toPlainText('Muito bem!\nRefaça a questão: 2 < 3 & 4 > 1.')).toBe(
      'Muito bem!\nRefaça a questão: 2 < 3 & 4 > 1.',
    );
  });

  it('drops tags, handlers, scripts and styles with their contents', () => {
    expect(toPlainText('<p>oi</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(2)>!')).toBe(
      'oi!',
    );
  });

  it('lets no markup come back from escaped text or from tags split by other tags', () => {
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;ok')).toBe('ok');
    expect(toPlainText('<<b>script>alert(1)<</b>/script>x')).toBe('x');
    expect(toPlainText(`&${'amp;'.repeat(20)}lt;img src=x onerror=alert(1)&gt;fim`)).toBe('fim');
  });
});
