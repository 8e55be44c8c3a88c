import { describe, expect, it } from 'vitest';
import { type FileLinks, isBlankRichText, sanitizeRichText } from './sanitize.ts';

const LINK_ATTRS = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('sanitizeRichText keeps what the editor writes', () => {
  it.each([
    '<p>texto <strong>negrito</strong> <em>itálico</em> <u>sublinhado</u> <s>riscado</s> H<sub>2</sub>O x<sup>2</sup></p>',
    '<h1>Título</h1><h2>Sub</h2><blockquote><p>citação</p></blockquote><hr />',
    '<ul><li><p>um</p></li></ul><ol start="3"><li><p>três</p></li></ol>',
    '<p style="text-align:center;line-height:37.5px;padding-left:3em"><span style="font-family:\'Times New Roman\';font-size:24pt;color:#ff0000;background-color:rgb(255, 255, 0)">x</span></p>',
    '<span style="font-weight:bold;font-style:italic;text-decoration:underline line-through">x</span>',
    '<table><colgroup><col width="100" /></colgroup><tbody><tr><th colspan="1" rowspan="1" colwidth="100"><p>h</p></th></tr><tr><td colspan="2" rowspan="1"><p>c</p></td></tr></tbody></table>',
    '<img src="https://cdn.example.com/a.png" alt="foto" title="t" width="320" height="200" />',
    '<img src="/api/storage/storage/get?key=uploads%2Fa.png" alt="a" />',
    '<audio src="https://cdn.example.com/a.mp3" title="áudio" controls></audio>',
    '<iframe src="https://www.youtube.com/embed/abc123" width="640" height="390" allowfullscreen></iframe>',
    '<iframe src="https://player.vimeo.com/video/123" width="640" height="390"></iframe>',
    '<span data-type="formula" data-latex="\\frac{1}{2}">½</span>',
    '<div data-type="block-math" data-latex="E=mc^2"></div>',
    `<a href="https://example.com/a?b=1&amp;c=2" ${LINK_ATTRS}>link</a>`,
    `<a href="mailto:professor@escola.br" ${LINK_ATTRS}>mail</a>`,
  ])('keeps %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps what the full toolbar writes: font, size, line height, indent, table, formula, audio and video', () => {
    const written =
      '<p style="padding-left: 24em;"><span style="font-size: 24pt; font-family: &quot;Times New Roman&quot;; line-height: 37.5px;">texto</span></p>' +
      '<table style="min-width: 75px;"><colgroup><col style="min-width: 25px;"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>a</p></th></tr><tr><td colspan="1" rowspan="1"><p>1</p></td></tr></tbody></table>' +
      '<p><span data-latex="x^2" data-type="formula">x^2</span></p>' +
      '<audio src="/api/storage/files/aula.mp3" title="Áudio sem título" controls="true"></audio>' +
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="390" allowfullscreen="true" frameborder="0"></iframe>';
    expect(sanitizeRichText(written)).toBe(
      '<p style="padding-left:24em"><span style="font-size:24pt;font-family:&quot;Times New Roman&quot;;line-height:37.5px">texto</span></p>' +
        '<table><colgroup><col /></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>a</p></th></tr><tr><td colspan="1" rowspan="1"><p>1</p></td></tr></tbody></table>' +
        '<p><span data-latex="x^2" data-type="formula">x^2</span></p>' +
        '<audio src="/api/storage/files/aula.mp3" title="Áudio sem título" controls="true"></audio>' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="390" allowfullscreen="true" frameborder="0"></iframe>',
    );
  });

  it('opens links in a new tab without opener and normalises surrounding spaces', () => {
    expect(sanitizeRichText('<a href="  https://x.com ">x</a>')).toBe(`<a href="https://x.com" ${LINK_ATTRS}>x</a>`);
    expect(sanitizeRichText('<a href="https://x.com" target="_self" rel="opener">x</a>')).toBe(
      `<a href="https://x.com" ${LINK_ATTRS}>x</a>`,
    );
  });

  it('is idempotent', () => {
    const once = sanitizeRichText(
      '<p style="color:red" onclick="x()">a<img src=x onerror=alert(1)><script>b</script></p>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    );
  });
});

describe('sanitizeRichText bounds sizes to the editor’s (document 3 sections 5 and 9)', () => {
  it('stores the defacing comment without its oversized values, keeping the rest', () => {
    expect(
      sanitizeRichText(
        '<p style="font-size:3000px;line-height:3000px;background-color:black;color:black;width:10000px;height:10000px">XX</p>',
      ),
    ).toBe('<p style="background-color:black;color:black">XX</p>');
  });

  it.each([
    'font-size:999999px',
    'font-size:3000pt',
    'font-size:73pt',
    'font-size:7pt',
    'font-size:0pt',
    'font-size:96px',
    'font-size:500%',
    'font-size:40em',
    'font-size:10rem',
    'font-size:xx-large',
    'FONT-SIZE:3000PX',
    'line-height:3000px',
    'line-height:101px',
    'line-height:20',
    'line-height:5em',
    'line-height:400%',
    'line-height:0',
    'padding-left:25em',
    'padding-left:1000em',
    'padding-left:-3em',
    'padding-left:10000px',
    'padding-left:30%',
    'width:10000px',
    'width:100%',
    'height:10000px',
    'min-width:10000px',
    'min-height:10000px',
    'max-width:none',
    'margin-left:-9999px',
    'text-indent:9999px',
    'letter-spacing:999px',
    'font-family:"Arial;color:red',
  ])('drops %s', (style) => {
    expect(sanitizeRichText(`<p style="${style}">x</p>`)).toBe('<p>x</p>');
  });

  it.each([
    'font-size:8pt',
    'font-size:12pt',
    'font-size:72pt',
    'font-size:11.5pt',
    'line-height:25px',
    'line-height:28.75px',
    'line-height:50px',
    'line-height:1.15',
    'line-height:115%',
    'line-height:normal',
    'padding-left:0em',
    'padding-left:3em',
    'padding-left:24em',
    "font-family:'Open Sans', Arial, sans-serif",
  ])('keeps %s', (style) => {
    expect(sanitizeRichText(`<p style="${style}">x</p>`)).toBe(`<p style="${style}">x</p>`);
  });

  it('keeps an image and a player the editor sized, and drops sizes past the bounds', () => {
    const resized = '<img src="https://cdn.example.com/a.png" alt="a" width="320.5" height="50" />';
    expect(sanitizeRichText(resized)).toBe(resized);
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png" width="100%" />')).toBe(
      '<img src="https://cdn.example.com/a.png" width="100%" />',
    );
    expect(
      sanitizeRichText(
        '<img src="https://cdn.example.com/a.png" width="99999" height="99999" style="width:99999px" />',
      ),
    ).toBe('<img src="https://cdn.example.com/a.png" />');
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png" width="10" height="150%" />')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/x" width="640" height="99999"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/x" width="640"></iframe>',
    );
    expect(sanitizeRichText('<table><colgroup><col width="99999" /></colgroup></table>')).toBe(
      '<table><colgroup><col /></colgroup></table>',
    );
  });

  it('drops the sizes of a table, which the editor does not write', () => {
    expect(
      sanitizeRichText('<table style="min-width:75px"><colgroup><col style="min-width:25px" /></colgroup></table>'),
    ).toBe('<table><colgroup><col /></colgroup></table>');
  });

  it('bounds the attributes of links and formulas too, whose own transforms run first', () => {
    expect(sanitizeRichText('<a href="https://x.com" style="font-size:3000px;color:red">x</a>')).toBe(
      `<a href="https://x.com" style="color:red" ${LINK_ATTRS}>x</a>`,
    );
    expect(sanitizeRichText('<span data-type="formula" style="padding-left:99em">x</span>')).toBe(
      '<span data-type="formula">x</span>',
    );
  });
});

describe('sanitizeRichText removes attacks', () => {
  const inert = (html: string) => {
    const out = sanitizeRichText(html);
    expect(out).not.toMatch(/<script|<style|<svg|<math|<object|<embed|<form|<input|<base|<meta|<link/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/i);
    return out;
  };

  it.each([
    ['<script>alert(1)</script>', ''],
    ['<SCRIPT SRC=//xss.rocks/xss.js></SCRIPT>', ''],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://a.com/a.png" onerror="alert(1)" onload="alert(2)">', '<img src="https://a.com/a.png" />'],
    ['<IMG SRC="javascript:alert(\'XSS\');">', ''],
    ['<IMG SRC=JaVaScRiPt:alert(1)>', ''],
    ['<img src="jav&#x09;ascript:alert(1)">', ''],
    ['<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
    ['<img src="/api/storage/../auth/logout">', ''],
    ['<img src="/etc/passwd">', ''],
    ['<img src="//evil.com/a.png">', ''],
    ['<img srcset="javascript:alert(1) 1x" src="https://a.com/a.png">', '<img src="https://a.com/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#0000106avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" \x01javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<a href="//evil.com">x</a>', '<a>x</a>'],
    ['<a href="/relativo">x</a>', '<a>x</a>'],
    ['<a href="https://x.com" onmouseover="alert(1)">x</a>', `<a href="https://x.com" ${LINK_ATTRS}>x</a>`],
    ['<svg onload=alert(1)><circle /></svg>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
    ['<body onload=alert(1)>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<iframe src="https://evil.com/embed"></iframe>', ''],
    ['<iframe src="http://www.youtube.com/embed/x"></iframe>', ''],
    ['<iframe src="//www.youtube.com/embed/x"></iframe>', ''],
    ['<iframe src="https://www.youtube.com.evil.com/embed/x"></iframe>', ''],
    [
      '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/x"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    ],
    ['<object data="javascript:alert(1)"></object>', ''],
    ['<embed src="javascript:alert(1)">', ''],
    ['<form action="javascript:alert(1)"><input type="submit"></form>', ''],
    ['<base href="javascript:alert(1)//">', ''],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<link rel="stylesheet" href="https://evil.com/x.css">', ''],
    ['<style>@import "https://evil.com/x.css";</style>', ''],
    ['<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['<p style="background-image: url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p style="color: red; background: url(https://evil.com/track.png)">x</p>', '<p style="color:red">x</p>'],
    ['<p style="position: fixed; top: 0; left: 0; width: 100%; z-index: 9999">x</p>', '<p>x</p>'],
    ['<p style="font-family: x;}</style><script>alert(1)</script>">x</p>', '<p style="font-family:x">x</p>'],
    [
      '<span style="color: red; -moz-binding: url(https://evil.com/xss.xml#x)">x</span>',
      '<span style="color:red">x</span>',
    ],
    ['<span data-type="onload" data-latex="x" data-evil="1">x</span>', '<span data-latex="x">x</span>'],
    ['<div class="admin" id="login" onclick="alert(1)">x</div>', '<div>x</div>'],
    ['<textarea><img src=x onerror=alert(1)></textarea>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<!--<img src=x onerror=alert(1)>-->', ''],
    ['<![CDATA[<script>alert(1)</script>]]>', ''],
    ['<audio src=x onerror=alert(1)></audio>', ''],
    [
      '<audio src="https://a.com/a.mp3" onplay="alert(1)" autoplay></audio>',
      '<audio src="https://a.com/a.mp3"></audio>',
    ],
    ['<video src="https://a.com/a.mp4" onloadstart="alert(1)"></video>', ''],
    ['<details open ontoggle=alert(1)>x</details>', 'x'],
  ])('%s', (attack, expected) => {
    expect(inert(attack)).toBe(expected);
  });

  it('keeps handler-looking text only as a quoted, escaped attribute value', () => {
    expect(sanitizeRichText('<img src="https://a.com/a.png" alt="x" onerror="alert(1)//">')).toBe(
      '<img src="https://a.com/a.png" alt="x" />',
    );
    expect(sanitizeRichText('<img src="https://a.com/a.png" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="https://a.com/a.png" alt="&quot; onerror=&quot;alert(1)" />',
    );
    expect(inert('<a href="https://x.com"" onclick="alert(1)">x</a>')).toBe(
      `<a href="https://x.com" ${LINK_ATTRS}>x</a>`,
    );
    expect(inert('<<script>alert(1);//<</script>')).toBe('&lt;');
  });
});

describe('sanitizeRichText and stored-file placeholders', () => {
  const KEY = 'p1/users/u1/a1-foto.png';
  const links: FileLinks = {
    keyOfUrl: (url) => (url.startsWith('/api/storage/files/') ? url.slice(19).split('?')[0] || null : null),
    placeholderOf: (named) => (named === KEY || named === 'users/u1/a1-foto.png' ? KEY : null),
  };

  it('never keeps a placeholder nobody checked', () => {
    expect(sanitizeRichText(`<img src="https://a.com/a.png" objectkey="${KEY}" data-objectkey="${KEY}" />`)).toBe(
      '<img src="https://a.com/a.png" />',
    );
    expect(sanitizeRichText(`<img data-objectkey="${KEY}" /><audio objectkey="${KEY}"></audio>`)).toBe('');
    expect(sanitizeRichText(`<a data-objectkey="${KEY}">x</a>`)).toBe('<a>x</a>');
  });

  it('replaces a link to our storage, or a placeholder, by the key it vouches for', () => {
    const signed = `/api/storage/files/${KEY}?expires=1&amp;signature=abc`;
    expect(sanitizeRichText(`<p><img src="${signed}" alt="a" /></p>`, links)).toBe(
      `<p><img alt="a" data-objectkey="${KEY}" /></p>`,
    );
    expect(sanitizeRichText(`<audio src="${signed}" controls></audio>`, links)).toBe(
      `<audio controls data-objectkey="${KEY}"></audio>`,
    );
    expect(sanitizeRichText(`<a href="${signed}" onclick="x()">ficha</a>`, links)).toBe(
      `<a data-objectkey="${KEY}" ${LINK_ATTRS}>ficha</a>`,
    );
    expect(sanitizeRichText('<img src="https://a.com/x.png" objectkey="users/u1/a1-foto.png" />', links)).toBe(
      `<img data-objectkey="${KEY}" />`,
    );
  });

  it('drops an element whose key is refused or whose storage url names no file, keeping a link’s text', () => {
    expect(
      sanitizeRichText('<img src="/api/storage/files/p2/users/u2/b.png?expires=1&amp;signature=x" />', links),
    ).toBe('');
    expect(sanitizeRichText('<p><img data-objectkey="p2/users/u2/b.png" />t</p>', links)).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src="/api/storage/storage/list?dir=x" />', links)).toBe('');
    expect(sanitizeRichText('<a href="/api/storage/files/p2/x.pdf">doc</a>', links)).toBe('<a>doc</a>');
  });

  it('leaves other urls as they are', () => {
    expect(sanitizeRichText('<img src="https://a.com/a.png" />', links)).toBe('<img src="https://a.com/a.png" />');
    expect(sanitizeRichText('<a href="https://a.com">a</a>', links)).toBe(
      `<a href="https://a.com" ${LINK_ATTRS}>a</a>`,
    );
  });
});

describe('isBlankRichText', () => {
  it('sees empty paragraphs and spaces as blank', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p></p><p>&nbsp; </p><br />')).toBe(true);
    expect(isBlankRichText(sanitizeRichText('<script>alert(1)</script><img src=x onerror=alert(1)>'))).toBe(true);
  });
  it('sees text or media as content', () => {
    expect(isBlankRichText('<p>a</p>')).toBe(false);
    expect(isBlankRichText('<p><img src="https://a.com/a.png" /></p>')).toBe(false);
    expect(isBlankRichText('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe(false);
  });
});
