import styled from 'styled-components';
import site from 'virtual:content/site';
import { signOut, type SessionUser } from './session.ts';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  /* A long name ends in an ellipsis rather than pushing the bar's buttons out of reach */
  > span {
    min-width: 0;
    max-width: 14rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    color: var(--text);
  }
  button {
    min-height: 44px;
    padding: 0 14px;
    border-radius: 10px;
    border: 1px solid var(--border);
    background: none;
    color: var(--text);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover {
    border-color: var(--accent);
  }
`;

/** The header's signed-in state: who is signed in, and a way out. */
export function SignedInUser({ user }: { user: SessionUser }) {
  return (
    <Wrap>
      <span>
        <span className="visually-hidden">{site.session.signedInAs} </span>
        <strong>{user.name}</strong>
      </span>
      <button type="button" onClick={signOut}>
        {site.session.signOut}
      </button>
    </Wrap>
  );
}
