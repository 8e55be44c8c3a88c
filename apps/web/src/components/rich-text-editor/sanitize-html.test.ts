import { EDITOR_FONT_SIZES_PT, RICH_TEXT_ATTRIBUTES, RICH_TEXT_IFRAME_HOSTS, RICH_TEXT_TAGS } from '@ava/contracts';
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
    expect(html).toContain('style="font-size:18pt"');
    expect(html).toContain('src="/api/storage/storage/get?key=a.png"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('src="https://www.youtube.com/embed/abcdefghijk"');
  });

  it.each([
    '<h5>Seção</h5><h6>Nota</h6>',
    '<ol start="3" type="a"><li>três</li></ol>',
    '<span data-type="formula" data-latex="\\frac{1}{2}" data-text="1/2">½</span>',
    '<table><caption>Notas</caption><colgroup><col span="2" width="100"></colgroup><tbody><tr><td colspan="2" colwidth="100">c</td></tr></tbody><tfoot><tr><td>t</td></tr></tfoot></table>',
    '<p><mark>marcado</mark> <del>apagado</del></p>',
    '<img src="/api/storage/files/a.png" alt="foto" data-align="center">',
    '<iframe src="https://www.dailymotion.com/embed/video/x8abc" width="640" height="390" allowfullscreen=""></iframe>',
  ])('shows what the server keeps: %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  /** An element of `tag` with `attributes`, inside what the HTML parser needs around it. */
  function sample(tag: string, attributes: string[]): string {
    const value = (name: string) => {
      if (name === 'href') return 'https://example.com/';
      if (name === 'src')
        return tag === 'iframe' ? `https://${RICH_TEXT_IFRAME_HOSTS[0]}/embed/x` : 'https://cdn/a.png';
      if (name === 'data-type') return 'formula';
      if (name === 'style') return 'color:red';
      if (name === 'width' || name === 'height') return '100';
      return '1';
    };
    const element = `<${tag} ${attributes.map((name) => `${name}="${value(name)}"`).join(' ')}>`;
    if (['td', 'th'].includes(tag)) return `<table><tbody><tr>${element}</${tag}></tr></tbody></table>`;
    if (tag === 'tr') return `<table><tbody>${element}</tr></tbody></table>`;
    if (tag === 'col') return `<table><colgroup>${element}</colgroup></table>`;
    if (['thead', 'tbody', 'tfoot', 'caption', 'colgroup'].includes(tag)) return `<table>${element}</${tag}></table>`;
    return `${element}x</${tag}>`;
  }

  it.each(RICH_TEXT_TAGS.map((tag) => [tag]))('keeps <%s> with every attribute the server keeps on it', (tag) => {
    const attributes = [...(RICH_TEXT_ATTRIBUTES['*'] ?? []), ...(RICH_TEXT_ATTRIBUTES[tag] ?? [])];
    const container = document.createElement('div');
    container.innerHTML = sanitizeRichText(sample(tag, attributes));
    const element = container.querySelector(tag);
    expect(element).not.toBeNull();
    expect(attributes.filter((name) => !element?.hasAttribute(name))).toEqual([]);
  });

  it('keeps players of every host the server embeds', () => {
    for (const host of RICH_TEXT_IFRAME_HOSTS) {
      expect(sanitizeRichText(`<iframe src="https://${host}/embed/x"></iframe>`)).toContain(`src="https://${host}/`);
    }
  });

  it('keeps an attribute only on the tags the server keeps it on', () => {
    expect(sanitizeRichText('<p start="3" data-latex="x" colspan="2" controls="">a</p>')).toBe('<p>a</p>');
  });

  it('shows text stored before sizes were bounded without what is past the editor’s bounds', () => {
    expect(
      sanitizeRichText(
        '<p style="font-size:3000px;line-height:3000px;background-color:black;color:black;width:10000px;height:10000px">XX</p>',
      ),
    ).toBe('<p style="background-color:black;color:black">XX</p>');
    expect(sanitizeRichText('<p style="font-size:999999px;padding-left:1000em">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<img src="/api/storage/files/a.png" width="99999" height="99999">')).toBe(
      '<img src="/api/storage/files/a.png">',
    );
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/x" width="640" height="99999"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/x" width="640"></iframe>',
    );
  });

  it('shows every size of the toolbar, indents of 0 to 24 em and an image the editor sized', () => {
    for (const size of EDITOR_FONT_SIZES_PT) {
      const html = `<p><span style="font-size:${size}pt">x</span></p>`;
      expect(sanitizeRichText(html)).toBe(html);
    }
    for (const indent of [0, 3, 12, 24]) {
      const html = `<p style="padding-left:${indent}em">x</p>`;
      expect(sanitizeRichText(html)).toBe(html);
    }
    const image = '<img src="/api/storage/files/a.png" alt="foto" width="320" height="200">';
    expect(sanitizeRichText(image)).toBe(image);
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
    expect(html).toBe('<p style="color:red">texto</p>códigox');
  });

  it('keeps pasted styles only within the editor’s bounds, as the server would store them', () => {
    expect(sanitizePastedHtml('<p style="font-size:3000px;color:red;width:10000px">texto</p>')).toBe(
      '<p style="color:red">texto</p>',
    );
  });
});
