import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useAdminText } from '../i18n';

/** The editor's height (doc 4 §9: editor height 500). */
export const AD_EDITOR_HEIGHT = 500;

export interface AdvertisementBodyEditorProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * The advertisement body, edited as rich text (issue 15: @mantine/tiptap). Loaded lazily by the
 * advertisement form only, so the editor never reaches the customers' screens. Every toolbar
 * control carries its label (the catalogue's `ads.editor`, in place of Mantine's English DEFAULT_LABELS), is a button in
 * the tab order, and the text takes tiptap's shortcuts (Ctrl+B, Ctrl+I, Ctrl+K for a link ...).
 * What it produces is HTML; the server sanitises it on save (sanitizeAdvertisementHtml).
 */
export default function AdvertisementBodyEditor({ value, onChange, error }: AdvertisementBodyEditorProps) {
  const { t } = useAdminText();
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    // Link comes from @mantine/tiptap (it adds the Ctrl+K shortcut), not from the starter kit.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, autolink: true })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        'data-testid': 'advertisement-body-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <Input.Wrapper label={t('ads.body')} labelProps={{ id: labelId }} required description={t('ads.bodyHint')} error={error} errorProps={{ id: errorId }}>
      <RichTextEditor editor={editor} labels={t('ads.editor', { returnObjects: true })} styles={{ content: { height: AD_EDITOR_HEIGHT, overflowY: 'auto' } }}>
        <RichTextEditor.Toolbar aria-label={t('ads.formatting')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
