import { DEFAULT_EDITOR_FONT_SIZE_PT, EDITOR_FONT_SIZES_PT } from '@ava/contracts';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import Image from 'lucide-react/icons/image';
import Link from 'lucide-react/icons/link';
import Quote from 'lucide-react/icons/quote';
import Redo2 from 'lucide-react/icons/redo-2';
import TextAlignCenter from 'lucide-react/icons/text-align-center';
import TextAlignEnd from 'lucide-react/icons/text-align-end';
import TextAlignJustify from 'lucide-react/icons/text-align-justify';
import TextAlignStart from 'lucide-react/icons/text-align-start';
import Undo2 from 'lucide-react/icons/undo-2';
import Unlink from 'lucide-react/icons/unlink';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/toast.ts';
import { TEXT_ALIGNMENTS, type TextAlignment } from './editor-rules.ts';
import { EDITOR_NAMESPACE } from './editor-strings.ts';
import { LinkForm } from './link-form.tsx';

interface Props {
  editor: Editor;
  uploadImage?: (file: File) => Promise<string>;
  onUploadingChange?: (uploading: boolean) => void;
  /** The text is held still: the toolbar stays in place, its tools off, so nothing moves under a finger. */
  disabled?: boolean;
}

const BUTTON =
  'min-h-8 min-w-8 rounded px-2 py-1 text-sm text-title hover:bg-light aria-pressed:bg-primary aria-pressed:text-on-primary disabled:opacity-40';

const ALIGN_LABEL: Record<TextAlignment, string> = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
};
const ALIGN_ICON: Record<TextAlignment, LucideIcon> = {
  left: TextAlignStart,
  center: TextAlignCenter,
  right: TextAlignEnd,
  justify: TextAlignJustify,
};

/** A toolbar button's sign: the button's label names it. */
function ToolIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon className="mx-auto size-4" aria-hidden="true" />;
}

function ToolButton(props: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={BUTTON}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.active === undefined ? undefined : props.active}
      disabled={props.disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** The basic toolbar; document 3's full toolbar grows from here. */
export function EditorToolbar({ editor, uploadImage, onUploadingChange, disabled = false }: Props) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploadingState] = useState(false);
  const setUploading = (value: boolean) => {
    setUploadingState(value);
    onUploadingChange?.(value);
  };
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      align: TEXT_ALIGNMENTS.find((align) => e.isActive({ textAlign: align })) ?? 'left',
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? `${DEFAULT_EDITOR_FONT_SIZE_PT}pt`,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      hasSelection: !e.state.selection.empty,
    }),
  });
  const chain = () => editor.chain().focus();

  async function onImage(file: File | undefined) {
    if (!file || !uploadImage) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      // Never the file's name: an anonymous comment's image would name who sent it.
      chain()
        .setImage({ src, alt: t('imageAlt') })
        .run();
    } catch (error) {
      notify({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <fieldset disabled={disabled} className="min-w-0 border-b border-gray-200">
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-1 p-1.5">
        <ToolButton label={t('undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <ToolIcon icon={Undo2} />
        </ToolButton>
        <ToolButton label={t('redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <ToolIcon icon={Redo2} />
        </ToolButton>
        <select
          aria-label={t('fontSize')}
          className="min-h-8 rounded border border-gray-300 px-1 py-1 text-sm disabled:opacity-40"
          value={state.fontSize}
          onChange={(event) => chain().setFontSize(event.target.value).run()}
        >
          {EDITOR_FONT_SIZES_PT.map((size) => (
            <option key={size} value={`${size}pt`}>
              {size}
            </option>
          ))}
        </select>
        <ToolButton label={t('bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>N</strong>
        </ToolButton>
        <ToolButton label={t('italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </ToolButton>
        <ToolButton label={t('underline')} active={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <u>S</u>
        </ToolButton>
        <ToolButton label={t('strike')} active={state.strike} onClick={() => chain().toggleStrike().run()}>
          <s>T</s>
        </ToolButton>
        {TEXT_ALIGNMENTS.map((align) => (
          <ToolButton
            key={align}
            label={t(ALIGN_LABEL[align])}
            active={state.align === align}
            onClick={() => chain().setTextAlign(align).run()}
          >
            <ToolIcon icon={ALIGN_ICON[align]} />
          </ToolButton>
        ))}
        <ToolButton label={t('bulletList')} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          •
        </ToolButton>
        <ToolButton
          label={t('orderedList')}
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.
        </ToolButton>
        <ToolButton label={t('quote')} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <ToolIcon icon={Quote} />
        </ToolButton>
        {state.link ? (
          <ToolButton label={t('unlink')} active onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
            <ToolIcon icon={Unlink} />
          </ToolButton>
        ) : (
          <ToolButton label={t('link')} disabled={!state.hasSelection} onClick={() => setLinkOpen(true)}>
            <ToolIcon icon={Link} />
          </ToolButton>
        )}
        {uploadImage && (
          <>
            <ToolButton
              label={uploading ? t('uploading') : t('image')}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <ToolIcon icon={Image} />
            </ToolButton>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              className="hidden"
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => void onImage(event.target.files?.[0])}
            />
          </>
        )}
      </div>
      {linkOpen && (
        <LinkForm
          onCancel={() => setLinkOpen(false)}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
        />
      )}
    </fieldset>
  );
}
