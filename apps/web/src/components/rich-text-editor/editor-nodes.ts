import { Extension, Mark, mergeAttributes, Node, ResizableNodeView } from '@tiptap/core';
import { IFRAME_DEFAULT_SIZE, MEDIA_MIN_SIZE_PX, nextIndent } from './editor-rules.ts';
import { renderFormula } from './formula.ts';

/**
 * The nodes and marks of document 3 section 3 ('Editor content') that TipTap has no package for
 * at the editor's version: formula, audio, iframe, sub/superscript and indent. Their HTML is what
 * contracts' rich-text.ts lets the server store and the viewer show.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    scripts: {
      toggleSubscript: () => ReturnType;
      toggleSuperscript: () => ReturnType;
    };
    indent: {
      /** One step of 3 em in (1) or out (-1), within 0 and 24 em. */
      indent: (direction: 1 | -1) => ReturnType;
    };
    formula: {
      insertFormula: (latex: string) => ReturnType;
    };
    audio: {
      insertAudio: (attributes: { src: string; title: string }) => ReturnType;
    };
    iframe: {
      insertIframe: (src: string) => ReturnType;
    };
  }
}

export const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }, { style: 'vertical-align=sub' }],
  renderHTML: ({ HTMLAttributes }) => ['sub', HTMLAttributes, 0],
  addCommands() {
    return {
      toggleSubscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
});

export const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup' }, { style: 'vertical-align=super' }],
  renderHTML: ({ HTMLAttributes }) => ['sup', HTMLAttributes, 0],
  addCommands() {
    return {
      toggleSuperscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
});

const INDENTED = ['paragraph', 'heading'];

/** The indent of a paragraph or heading in em, stored as its padding-left (document 3 section 3). */
export const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: INDENTED,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => Number.parseFloat(element.style.paddingLeft) || 0,
            renderHTML: ({ indent }) => (indent > 0 ? { style: `padding-left: ${indent}em` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      indent:
        (direction) =>
        ({ tr, state, dispatch }) => {
          const { from, to } = state.selection;
          let changed = false;
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (!INDENTED.includes(node.type.name)) return true;
            const indent = nextIndent(Number(node.attrs.indent) || 0, direction);
            if (indent !== node.attrs.indent) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent });
              changed = true;
            }
            return false;
          });
          if (changed) dispatch?.(tr);
          return changed;
        },
    };
  },
});

/** A math formula written in LaTeX, shown by KaTeX; its text is its LaTeX, for readers without it. */
export const Formula = Node.create({
  name: 'formula',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-latex') ?? element.textContent ?? '',
        renderHTML: ({ latex }) => ({ 'data-latex': latex }),
      },
    };
  },
  parseHTML: () => [{ tag: 'span[data-type="formula"]' }],
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { 'data-type': 'formula' }), String(node.attrs.latex)];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.dataset.type = 'formula';
      dom.contentEditable = 'false';
      renderFormula(dom, String(node.attrs.latex));
      return { dom };
    };
  },
  addCommands() {
    return {
      insertFormula:
        (latex) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { latex } }),
    };
  },
});

/** An uploaded audio with its player and title (document 3 section 3). */
export const Audio = Node.create({
  name: 'audio',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: null }, controls: { default: 'true' } };
  },
  parseHTML: () => [{ tag: 'audio[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['audio', HTMLAttributes],
  addCommands() {
    return {
      insertAudio:
        ({ src, title }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src, title } }),
    };
  },
});

/** An embedded video player, 640x390 when inserted and resizable down to 50x50 (document 3 section 9). */
export const Iframe = Node.create({
  name: 'iframe',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      width: { default: IFRAME_DEFAULT_SIZE.width },
      height: { default: IFRAME_DEFAULT_SIZE.height },
      allowfullscreen: { default: 'true' },
      frameborder: { default: '0' },
    };
  },
  parseHTML: () => [{ tag: 'iframe[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['iframe', HTMLAttributes],
  addNodeView() {
    return ({ node, getPos, editor }) => {
      const frame = document.createElement('iframe');
      for (const [name, value] of Object.entries(node.attrs))
        if (value !== null) frame.setAttribute(name, String(value));
      const view = new ResizableNodeView({
        element: frame,
        editor,
        node,
        getPos,
        onResize: (width, height) => {
          frame.width = String(width);
          frame.height = String(height);
        },
        onCommit: (width, height) => {
          const pos = getPos();
          if (pos === undefined) return;
          editor.chain().setNodeSelection(pos).updateAttributes('iframe', { width, height }).run();
        },
        onUpdate: (updated) => updated.type.name === 'iframe',
        options: {
          directions: ['bottom-right', 'right', 'bottom'],
          min: { width: MEDIA_MIN_SIZE_PX, height: MEDIA_MIN_SIZE_PX },
        },
      });
      return view;
    };
  },
  addCommands() {
    return {
      insertIframe:
        (src) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});
