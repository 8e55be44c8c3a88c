import { describe, expect, it } from 'vitest';
import { sanitizePastedHtml, sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="alert(1)">oi</p><img src=x onerror="alert(2)"><script>alert(3)</script>' +
        '<a href="javascript:alert(4)">link</a><svg onload="alert(5)"></svg><iframe src="https://evil.example/"></iframe>',
    );
    expect(html).not.toMatch(/onclick|onerror|onload|<script|javascript:|<svg|evil\.example/i);
    expect(html).toContain('<p>oi</p>');
    expect(html).toContain('link');
  });

  it('keeps what the editor writes: styles, alignment, stored images, safe links and video embeds', () => {
    const html = sanitizeRichText(
      '<p style="text-align: center"><span style="font-size: 18pt">grande</span></p>' +
        '<img src="/api/storage/storage/get?key=a.png" alt="foto">' +
        '<a href="https://example.com">site</a>' +
        '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
    );
    expect(html).toContain('style="font-size: 18pt"');
    expect(html).toContain('src="/api/storage/storage/get?key=a.png"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('src="https://www.youtube.com/embed/abcdefghijk"');
  });

  it('refuses media from data: urls and paths outside storage', () => {
    const html = sanitizeRichText('<img src="data:image/png;base64,AAAA"><img src="/api/../admin">');
    expect(html).not.toContain('src=');
  });
});

describe('sanitizePastedHtml', () => {
  it('keeps only styles and drops pre, code, Office markup and images (their text stays)', () => {
    const html = sanitizePastedHtml(
      '<p class="MsoNormal" style="color: red" id="x">texto<o:p></o:p></p><pre>código</pre><code>x</code><img src="https://a/b.png">',
    );
    expect(html).toBe('<p style="color: red">texto</p>códigox');
  });
});
