import { CHEMISTRY_MESSAGES, DEFAULT_EDITOR_FONT_SIZE_PT, EDITOR_FONT_SIZES_PT, toEmbed } from '@ava/contracts';
import type { CommandProps, Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { useEditorState } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Highlighter from 'lucide-react/icons/highlighter';
import Image from 'lucide-react/icons/image';
import IndentDecrease from 'lucide-react/icons/indent-decrease';
import IndentIncrease from 'lucide-react/icons/indent-increase';
import Link from 'lucide-react/icons/link';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Music from 'lucide-react/icons/music';
import Palette from 'lucide-react/icons/palette';
import Quote from 'lucide-react/icons/quote';
import Redo2 from 'lucide-react/icons/redo-2';
import RemoveFormatting from 'lucide-react/icons/remove-formatting';
import Sigma from 'lucide-react/icons/sigma';
import SubscriptIcon from 'lucide-react/icons/subscript';
import SuperscriptIcon from 'lucide-react/icons/superscript';
import Table from 'lucide-react/icons/table';
import TextAlignCenter from 'lucide-react/icons/text-align-center';
import TextAlignEnd from 'lucide-react/icons/text-align-end';
import TextAlignJustify from 'lucide-react/icons/text-align-justify';
import TextAlignStart from 'lucide-react/icons/text-align-start';
import Undo2 from 'lucide-react/icons/undo-2';
import Unlink from 'lucide-react/icons/unlink';
import Video from 'lucide-react/icons/video';
import { memo, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/toast.ts';
import { AudioForm } from './audio-form.tsx';
import { renderChemistry } from './chemistry-image.ts';
import { EncyclopediaPanel, FormulaExamplesPanel } from './editor-panels.tsx';
import {
  DEFAULT_EDITOR_FONT,
  DEFAULT_EDITOR_LINE_HEIGHT,
  EDITOR_FONTS,
  EDITOR_LINE_HEIGHTS,
  INSERTED_TABLE,
  MAX_INDENT_EM,
  TEXT_ALIGNMENTS,
  type TextAlignment,
} from './editor-rules.ts';
import { EDITOR_NAMESPACE } from './editor-strings.ts';
import { FormulaPreview } from './formula-preview.tsx';
import { LinkForm } from './link-form.tsx';
import { ToolForm } from './tool-form.tsx';

interface Props {
  editor: Editor;
  uploadImage?: (file: File) => Promise<string>;
  /** Uploads an audio file and gives its address; without it the toolbar has no audio button. */
  uploadAudio?: (file: File) => Promise<string>;
  onUploadingChange?: (uploading: boolean) => void;
  /** The text is held still: the toolbar stays in place, its tools off, so nothing moves under a finger. */
  disabled?: boolean;
}

const SELECT = 'min-h-8 rounded border border-gray-300 px-1 py-1 text-sm disabled:opacity-40';
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

/**
 * After an image, audio or video is inserted, TipTap leaves it selected; the cursor goes into the
 * paragraph after it (one is added when none follows), or the next insertion would replace it.
 */
function cursorAfterBlock({ tr }: CommandProps): boolean {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || !selection.node.isBlock) return true;
  const after = selection.to;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, tr.doc.type.schema.node('paragraph'));
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

type OpenForm = 'link' | 'math' | 'chemistry' | 'video' | 'audio' | null;

const HEADINGS = [
  { value: 'p', label: 'paragraph' },
  { value: '1', label: 'heading1' },
  { value: '2', label: 'heading2' },
  { value: '3', label: 'heading3' },
] as const;

/** A colour picker of the toolbar, its sign over the colour chosen. */
function ColourPicker(props: { label: string; icon: LucideIcon; value: string; onChange: (colour: string) => void }) {
  return (
    <label className={`${BUTTON} relative flex cursor-pointer items-center`} title={props.label}>
      <ToolIcon icon={props.icon} />
      <input
        type="color"
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
      />
    </label>
  );
}

/**
 * Document 3 section 9's full toolbar, in its order. Memoised: a form re-rendering around the
 * editor (a keystroke in its title) leaves the toolbar as it is; the editor's own changes reach it
 * through useEditorState.
 */
export const EditorToolbar = memo(function EditorToolbar({
  editor,
  uploadImage,
  uploadAudio,
  onUploadingChange,
  disabled = false,
}: Props) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<OpenForm>(null);
  const [panel, setPanel] = useState<'examples' | 'wiki' | null>(null);
  const [wikiTerm, setWikiTerm] = useState('');
  const [uploading, setUploadingState] = useState(false);
  const setUploading = (value: boolean) => {
    setUploadingState(value);
    onUploadingChange?.(value);
  };
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle');
      const heading = [1, 2, 3].find((level) => e.isActive('heading', { level }));
      return {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        strike: e.isActive('strike'),
        subscript: e.isActive('subscript'),
        superscript: e.isActive('superscript'),
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        blockquote: e.isActive('blockquote'),
        link: e.isActive('link'),
        heading: heading ? String(heading) : 'p',
        align: TEXT_ALIGNMENTS.find((align) => e.isActive({ textAlign: align })) ?? 'left',
        fontSize: (style.fontSize as string | undefined) ?? `${DEFAULT_EDITOR_FONT_SIZE_PT}pt`,
        fontFamily: (style.fontFamily as string | undefined) ?? DEFAULT_EDITOR_FONT,
        lineHeight: (style.lineHeight as string | undefined) ?? DEFAULT_EDITOR_LINE_HEIGHT,
        color: (style.color as string | undefined) ?? '#000000',
        backgroundColor: (style.backgroundColor as string | undefined) ?? '#ffff00',
        indent: Number(e.getAttributes(heading ? 'heading' : 'paragraph').indent) || 0,
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        hasSelection: !e.state.selection.empty,
      };
    },
  });
  const chain = () => editor.chain().focus();

  async function upload<T>(file: File, uploader: (file: File) => Promise<string>, insert: (src: string) => T) {
    setUploading(true);
    try {
      insert(await uploader(file));
      setForm(null);
    } catch (error) {
      notify({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setUploading(false);
    }
  }

  async function onImage(file: File | undefined) {
    if (!file || !uploadImage) return;
    // Never the file's name: an anonymous comment's image would name who sent it.
    await upload(file, uploadImage, (src) =>
      chain()
        .setImage({ src, alt: t('imageAlt') })
        .command(cursorAfterBlock)
        .run(),
    );
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onChemistry(text: string) {
    try {
      const { url } = await renderChemistry(text);
      chain().setImage({ src: url, alt: text, title: text }).command(cursorAfterBlock).run();
      setForm(null);
    } catch (error) {
      console.warn('[editor] chemistry image refused', error);
      notify({ status: 'error', message: CHEMISTRY_MESSAGES.renderFailed });
    }
  }

  function openWiki() {
    const { from, to } = editor.state.selection;
    setWikiTerm(editor.state.doc.textBetween(from, to, ' '));
    setPanel('wiki');
  }

  const select = (
    label: string,
    value: string,
    options: { value: string; label: string }[],
    onChange: (value: string) => void,
  ) => (
    <select aria-label={label} className={SELECT} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset disabled={disabled} className="min-w-0 border-b border-gray-200">
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-1 p-1.5">
        <ToolButton label={t('undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <ToolIcon icon={Undo2} />
        </ToolButton>
        <ToolButton label={t('redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <ToolIcon icon={Redo2} />
        </ToolButton>
        {select(
          t('heading'),
          state.heading,
          HEADINGS.map((heading) => ({ value: heading.value, label: t(heading.label) })),
          (value) =>
            value === 'p'
              ? chain().setParagraph().run()
              : chain()
                  .setHeading({ level: Number(value) as 1 | 2 | 3 })
                  .run(),
        )}
        {select(
          t('fontFamily'),
          state.fontFamily,
          EDITOR_FONTS.map((font) => ({ value: font, label: font })),
          (value) => chain().setFontFamily(value).run(),
        )}
        {select(
          t('fontSize'),
          state.fontSize,
          EDITOR_FONT_SIZES_PT.map((size) => ({ value: `${size}pt`, label: String(size) })),
          (value) => chain().setFontSize(value).run(),
        )}
        <ToolButton label={t('bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>N</strong>
        </ToolButton>
        <ToolButton label={t('italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </ToolButton>
        <ToolButton label={t('underline')} active={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <u>S</u>
        </ToolButton>
        <ToolButton label={t('subscript')} active={state.subscript} onClick={() => chain().toggleSubscript().run()}>
          <ToolIcon icon={SubscriptIcon} />
        </ToolButton>
        <ToolButton
          label={t('superscript')}
          active={state.superscript}
          onClick={() => chain().toggleSuperscript().run()}
        >
          <ToolIcon icon={SuperscriptIcon} />
        </ToolButton>
        <ToolButton label={t('strike')} active={state.strike} onClick={() => chain().toggleStrike().run()}>
          <s>T</s>
        </ToolButton>
        <ToolButton label={t('quote')} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <ToolIcon icon={Quote} />
        </ToolButton>
        <ColourPicker
          label={t('textColor')}
          icon={Palette}
          value={state.color}
          onChange={(colour) => chain().setColor(colour).run()}
        />
        <ColourPicker
          label={t('backgroundColor')}
          icon={Highlighter}
          value={state.backgroundColor}
          onChange={(colour) => chain().setBackgroundColor(colour).run()}
        />
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
        {select(
          t('lineHeight'),
          state.lineHeight,
          EDITOR_LINE_HEIGHTS.map((height) => ({ value: height.value, label: height.label })),
          (value) => chain().setLineHeight(value).run(),
        )}
        <ToolButton label={t('bulletList')} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <ToolIcon icon={List} />
        </ToolButton>
        <ToolButton
          label={t('orderedList')}
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ToolIcon icon={ListOrdered} />
        </ToolButton>
        <ToolButton label={t('outdent')} disabled={state.indent <= 0} onClick={() => chain().indent(-1).run()}>
          <ToolIcon icon={IndentDecrease} />
        </ToolButton>
        <ToolButton
          label={t('indent')}
          disabled={state.indent >= MAX_INDENT_EM}
          onClick={() => chain().indent(1).run()}
        >
          <ToolIcon icon={IndentIncrease} />
        </ToolButton>
        <ToolButton label={t('clearFormats')} onClick={() => chain().unsetAllMarks().clearNodes().run()}>
          <ToolIcon icon={RemoveFormatting} />
        </ToolButton>
        {/* The encyclopedia is for tablets and larger (document 3 section 2). */}
        <span className="hidden md:contents">
          <ToolButton label={t('wiki')} onClick={openWiki}>
            <ToolIcon icon={BookOpen} />
          </ToolButton>
        </span>
        <ToolButton label={t('table')} onClick={() => chain().insertTable(INSERTED_TABLE).run()}>
          <ToolIcon icon={Table} />
        </ToolButton>
        {state.link ? (
          <ToolButton label={t('unlink')} active onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
            <ToolIcon icon={Unlink} />
          </ToolButton>
        ) : (
          <ToolButton label={t('link')} disabled={!state.hasSelection} onClick={() => setForm('link')}>
            <ToolIcon icon={Link} />
          </ToolButton>
        )}
        <ToolButton label={t('math')} active={form === 'math'} onClick={() => setForm('math')}>
          <ToolIcon icon={Sigma} />
        </ToolButton>
        <ToolButton label={t('chemistry')} active={form === 'chemistry'} onClick={() => setForm('chemistry')}>
          <ToolIcon icon={FlaskConical} />
        </ToolButton>
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
        <ToolButton label={t('video')} active={form === 'video'} onClick={() => setForm('video')}>
          <ToolIcon icon={Video} />
        </ToolButton>
        {uploadAudio && (
          <ToolButton label={t('audio')} active={form === 'audio'} onClick={() => setForm('audio')}>
            <ToolIcon icon={Music} />
          </ToolButton>
        )}
      </div>
      {form === 'link' && (
        <LinkForm
          onCancel={() => setForm(null)}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setForm(null);
          }}
        />
      )}
      {form === 'math' && (
        <ToolForm
          label={t('mathLatex')}
          multiline
          problem={(latex) => (latex.trim() === '' ? t('formulaEmpty') : null)}
          preview={(latex) => <FormulaPreview latex={latex} className="py-1" />}
          onCancel={() => setForm(null)}
          onApply={(latex) => {
            chain().insertFormula(latex).run();
            setForm(null);
          }}
          extra={
            <button
              type="button"
              onClick={() => setPanel('examples')}
              className="rounded px-3 py-1 text-sm text-primary underline"
            >
              {t('formulaExamples')}
            </button>
          }
        />
      )}
      {form === 'chemistry' && (
        <ToolForm
          label={t('chemistryText')}
          multiline
          problem={(text) => (text.trim() === '' ? t('chemistryEmpty') : null)}
          onCancel={() => setForm(null)}
          onApply={onChemistry}
        />
      )}
      {form === 'video' && (
        <ToolForm
          label={t('videoLink')}
          problem={(link) => (videoEmbed(link) ? null : t('videoInvalid'))}
          onCancel={() => setForm(null)}
          onApply={(link) => {
            const src = videoEmbed(link);
            if (src) chain().insertIframe(src).command(cursorAfterBlock).run();
            setForm(null);
          }}
        />
      )}
      {form === 'audio' && uploadAudio && (
        <AudioForm
          onCancel={() => setForm(null)}
          onApply={(file, title) =>
            upload(file, uploadAudio, (src) => chain().insertAudio({ src, title }).command(cursorAfterBlock).run())
          }
        />
      )}
      <FormulaExamplesPanel open={panel === 'examples'} onOpenChange={(open) => setPanel(open ? 'examples' : null)} />
      <EncyclopediaPanel
        open={panel === 'wiki'}
        onOpenChange={(open) => setPanel(open ? 'wiki' : null)}
        term={wikiTerm}
      />
    </fieldset>
  );
});

/** The player address of a YouTube or Vimeo link, the hosts a stored text may embed; null for others. */
function videoEmbed(link: string): string | null {
  const embed = toEmbed(link);
  return embed && (embed.kind === 'youtube' || embed.kind === 'vimeo') ? embed.url : null;
}
