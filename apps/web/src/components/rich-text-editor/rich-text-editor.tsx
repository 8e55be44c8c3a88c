import './rich-text.css';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/toast.ts';
import { editorExtensions } from './editor-extensions.ts';
import { isEmptyHtml, isImageOnly } from './editor-rules.ts';
import { EDITOR_NAMESPACE } from './editor-strings.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { sanitizePastedHtml } from './sanitize-html.ts';

type Uploader = (file: File) => Promise<string>;

export interface RichTextEditorProps {
  /** HTML; an empty document is ''. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** Uploads an image and gives its address; without it the editor has no image button. */
  uploadImage?: (file: File) => Promise<string>;
  /** Uploads an audio file and gives its address; without it the editor has no audio button. */
  uploadAudio?: (file: File) => Promise<string>;
  /** Told when an image or audio starts and ends uploading, e.g. to hold the form's submit meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  minHeight?: string;
}

/** TipTap editor whose output is HTML; the server sanitises what it stores. */
export function RichTextEditor({
  value,
  onChange,
  label,
  uploadImage,
  uploadAudio,
  onUploadingChange,
  disabled = false,
  invalid = false,
  describedBy,
  minHeight = '10rem',
}: RichTextEditorProps) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The toolbar's callbacks keep their identity while the caller's change from render to render.
  const latest = useRef({ uploadImage, uploadAudio, onUploadingChange });
  latest.current = { uploadImage, uploadAudio, onUploadingChange };
  const stableImage = useCallback((file: File) => (latest.current.uploadImage as Uploader)(file), []);
  const stableAudio = useCallback((file: File) => (latest.current.uploadAudio as Uploader)(file), []);
  const stableUploading = useCallback((value: boolean) => latest.current.onUploadingChange?.(value), []);
  const refuseImage = (data: DataTransfer | null) => {
    if (!isImageOnly(data)) return false;
    notify({ status: 'warning', message: t('pastedImage') });
    return true;
  };
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text editor px-3 py-2 outline-none',
        style: `min-height: ${minHeight}`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: sanitizePastedHtml,
      handlePaste: (_view, event) => refuseImage(event.clipboardData),
      handleDrop: (_view, event) => refuseImage((event as DragEvent).dataTransfer),
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChangeRef.current(isEmptyHtml(html) ? '' : html);
    },
  });

  // A value set from outside (a reset after sending, a loaded draft) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    const same = value === current || (value === '' && isEmptyHtml(current));
    if (!same) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      className={`rounded-lg border bg-white ${invalid ? 'border-red-600' : 'border-gray-300'} focus-within:border-primary`}
    >
      {editor && (
        <EditorToolbar
          editor={editor}
          uploadImage={uploadImage ? stableImage : undefined}
          uploadAudio={uploadAudio ? stableAudio : undefined}
          onUploadingChange={stableUploading}
          disabled={disabled}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
