import type { ReactNode } from 'react';
import { Link } from './Link.tsx';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: var(--accent);
    color: var(--on-accent);
    border-color: var(--accent);
    &:hover {
      background: var(--accent-strong);
    }
  `,
  secondary: css`
    background: transparent;
    color: var(--text);
    border-color: var(--border);
    &:hover {
      border-color: var(--accent);
    }
  `,
  ghost: css`
    background: transparent;
    color: var(--accent-strong);
    border-color: transparent;
    padding-inline: 0;
  `,
};

/** The button look, for other elements that must look like a Button (NewTabLink). */
export const buttonStyle = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 22px;
  border: 2px solid;
  border-radius: 10px;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.2s,
    border-color 0.2s;
  ${(p) => variants[p.$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyle}
`;
const StyledAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyle}
`;
const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyle}
`;

interface Props {
  children: ReactNode;
  href?: string | undefined;
  variant?: ButtonVariant;
  type?: 'button' | 'submit';
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * A link when it has an href (internal links use the router), otherwise a button. A place on a page
 * (/domains#domain-search) is loaded as a document, which the browser opens at that place; the router's navigation
 * would start at the top of the page.
 */
export function Button({ children, href, variant = 'primary', type = 'button', disabled, onClick }: Props) {
  if (href?.startsWith('/') && !href.includes('#'))
    return (
      <StyledLink to={href} $variant={variant}>
        {children}
      </StyledLink>
    );
  if (href)
    return (
      <StyledAnchor href={href} $variant={variant}>
        {children}
      </StyledAnchor>
    );
  return (
    <StyledButton type={type} $variant={variant} disabled={disabled} onClick={onClick}>
      {children}
    </StyledButton>
  );
}
