import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { BackgroundColor, Color, FontFamily, FontSize, LineHeight, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { Audio, Formula, Iframe, Indent, Subscript, Superscript } from './editor-nodes.ts';
import { isValidLink, MEDIA_MIN_SIZE_PX, TEXT_ALIGNMENTS } from './editor-rules.ts';

/**
 * The editor's schema (document 3 section 3): StarterKit (with link and underline), the text
 * styles (colour, background, font, size, line height), sub/superscript, alignment, indent,
 * tables, images and videos resizable down to 50 px, audio and formulas.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https'],
        isAllowedUri: (url) => isValidLink(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    TextStyle,
    FontSize,
    FontFamily,
    LineHeight,
    Color,
    BackgroundColor,
    Subscript,
    Superscript,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] }),
    Indent,
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({
      inline: false,
      allowBase64: false,
      resize: {
        enabled: true,
        directions: ['bottom-right', 'right', 'bottom'],
        minWidth: MEDIA_MIN_SIZE_PX,
        minHeight: MEDIA_MIN_SIZE_PX,
        alwaysPreserveAspectRatio: true,
      },
    }),
    Iframe,
    Audio,
    Formula,
  ];
}
