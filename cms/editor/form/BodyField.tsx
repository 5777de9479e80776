// The body of a post or legal document: the rich-text editor, loaded only for documents that have a body (products
// and other YAML never download it), with the media library for its images, and the checks' words on its lines.
import { lazy, Suspense } from 'react';
import type { ContentIssue } from '../../../src/content/issue.ts';
import { mdxBlockComponents } from '../../../src/vocabulary/mdx-component-names.ts';
import type { Choices } from '../../shared/api-types.ts';
import { thumbnailUrl, uploadImage } from '../media/api.ts';
import { useMediaLibrary } from '../media/use-media-library.tsx';
import { issueMessage } from './issue-words.ts';

const BodyEditor = lazy(() => import('../body/BodyEditor.tsx').then((m) => ({ default: m.BodyEditor })));

interface Props {
  file: string;
  value: string;
  onChange: (next: string) => void;
  /** The checks' words about the body */
  issues: ContentIssue[];
  /** The plans' prices and the facts, for the editor's "Insert price" and its chips */
  choices?: Choices;
}

export function BodyField({ file, value, onChange, issues, choices }: Props) {
  const { choose, dialog } = useMediaLibrary();
  return (
    <div className="body-field">
      <Suspense fallback={<p className="loading">Loading the text editor…</p>}>
        <BodyEditor
          key={file}
          value={value}
          onChange={onChange}
          label="Article text"
          components={[...mdxBlockComponents]}
          uploadImage={uploadImage}
          chooseImage={() => choose()}
          previewImage={thumbnailUrl}
          prices={choices?.prices}
          facts={choices?.facts}
        />
      </Suspense>
      {issues.map((issue) => (
        <p key={issue.message} className="field-error">
          {issueMessage(issue.message)}
        </p>
      ))}
      {dialog}
    </div>
  );
}
