// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_DELAY_MS,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  parseUser,
  register,
  SESSION_KEY,
  signIn,
  signOut,
  useSession,
} from './session.ts';

function Who() {
  const user = useSession();
  return <p>{user ? `${user.name} <${user.email}>` : 'signed out'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('parseUser', () => {
  it.each([
    null,
    '',
    'garbage',
    '{',
    '[]',
    'null',
    '42',
    '{"email":1,"name":"x"}',
    '{"email":"a@b.co"}',
    '{"email":"","name":"x"}',
  ])('%j is no user', (raw) => expect(parseUser(raw)).toBeNull());
  it('reads a stored user', () =>
    expect(parseUser('{"email":"a@b.co","name":"Ada L"}')).toEqual({ email: 'a@b.co', name: 'Ada L' }));
  it('cuts a long name and email to their caps, and ignores stored text far too big to be ours', () => {
    const user = parseUser(JSON.stringify({ email: `${'e'.repeat(300)}@b.co`, name: 'N'.repeat(500) }));
    expect(user?.name).toHaveLength(MAX_NAME_LENGTH);
    expect(user?.email).toHaveLength(MAX_EMAIL_LENGTH);
    expect(parseUser(JSON.stringify({ email: 'a@b.co', name: 'N'.repeat(2_000_000) }))).toBeNull();
  });
});

describe('session', () => {
  it('registers after the simulated delay with no network call, and signs out', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Who />);
    const done = register(' Ada ', 'Lovelace ', 'ada@example.com');
    await act(() => vi.advanceTimersByTimeAsync(AUTH_DELAY_MS - 1));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await done;
    });
    expect(screen.getByText('Ada Lovelace <ada@example.com>')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '')).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
    act(() => signOut());
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs in with the placeholder name, ignoring the password', async () => {
    vi.useFakeTimers();
    render(<Who />);
    const done = signIn('bob@example.com', 'Valued Customer');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
      await done;
    });
    expect(screen.getByText('Valued Customer <bob@example.com>')).toBeInTheDocument();
  });

  it('follows a change made in another tab', () => {
    render(<Who />);
    act(() => {
      localStorage.setItem(SESSION_KEY, '{"email":"c@d.co","name":"Other Tab"}');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    });
    expect(screen.getByText('Other Tab <c@d.co>')).toBeInTheDocument();
  });

  it('treats garbled storage as signed out', () => {
    localStorage.setItem(SESSION_KEY, '{"email":');
    render(<Who />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('survives a localStorage that throws on every call', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<Who />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(() => register('A', 'B', 'a@b.co'));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
