import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { isValidLink, TEXT_ALIGNMENTS } from './editor-rules.ts';

/**
 * The editor's schema: StarterKit (with link and underline), images, alignment and font
 * size. Further nodes of document 3 (tables, formulas, audio, iframes) join this list.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
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
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
