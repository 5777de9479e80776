// In the team's editor, while a document is open: tells the service every 10 s (and on leaving) that it is, and
// hears who else has it open and who saved it since the form's version (cms/team/routes/presence.ts).
import { useEffect, useState } from 'react';
import { tellPresence, type Presence } from '../api.ts';

/** How often an open page says so; the service forgets a page after 30 s without a word */
const PING_MS = 10_000;

export function usePresence(file: string, version: string | undefined, enabled: boolean): Presence | null {
  // Each answer with the version it was asked for: one asked before a save is not shown after it.
  const [heard, setHeard] = useState<{ version: string; answer: Presence | null } | null>(null);

  // Asked again at once when the form's version changes (a save, a merge), so its answer is never older.
  useEffect(() => {
    if (!enabled || !version) return;
    let live = true;
    const tell = () =>
      void tellPresence(file).then(
        (answer) => live && setHeard({ version, answer }),
        () => undefined,
      );
    tell();
    const timer = setInterval(tell, PING_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [file, version, enabled]);

  useEffect(() => {
    if (!enabled) return;
    const leave = () => void tellPresence(file, true).catch(() => undefined);
    addEventListener('pagehide', leave);
    return () => {
      removeEventListener('pagehide', leave);
      leave();
    };
  }, [file, enabled]);

  return heard && heard.version === version ? heard.answer : null;
}
