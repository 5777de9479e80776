import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button.tsx';

const Panel = styled.section`
  max-width: 760px;
  margin: 56px auto 0;
  padding: clamp(28px, 5vw, 44px) clamp(20px, 5vw, 40px);
  text-align: center;
  background: var(--surface-raised);
  border: 1px solid var(--border);
  border-radius: 20px;
  h2 {
    margin: 0;
    font-size: clamp(1.4rem, 3vw, 1.8rem);
  }
  p {
    max-width: 560px;
    margin: 12px auto 0;
    color: var(--muted);
  }
`;
const Action = styled.div`
  margin-top: 24px;
`;

/** What a post's call to action says: the blog's, or the post's own (content/types/posts.ts, postCta). */
export interface PostCtaWords {
  title: string;
  text?: string | undefined;
  button: { label: string; href: string };
}

/** The call to action after a post's body: a heading, a line and a button, in the content's words. */
export function PostCta({ cta }: { cta: PostCtaWords }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{cta.title}</h2>
      {cta.text && <p>{cta.text}</p>}
      <Action>
        <Button href={cta.button.href}>{cta.button.label}</Button>
      </Action>
    </Panel>
  );
}
