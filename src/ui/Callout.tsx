import styled from 'styled-components';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

const Box = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 20px 28px;
  padding: clamp(20px, 4vw, 32px);
  background: linear-gradient(120deg, color-mix(in srgb, var(--accent) 14%, var(--surface)), var(--surface) 70%);
  border: 1px solid var(--border);
  border-radius: 16px;
  > div {
    flex: 1 1 280px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.35rem;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;

interface Props {
  title: string;
  text: string;
  cta: { label: string; href: string };
}

/** A way to a person, at the foot of a page: a heading, a line and one button. */
export function Callout({ title, text, cta }: Props) {
  return (
    <Box>
      <Icon name="headset" />
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <Button href={cta.href}>{cta.label}</Button>
    </Box>
  );
}
