// Which editor this page is: the team's (the service with drafts, signed in) or a marketer's own (npm run cms); or,
// when the service did not answer after a few tries, the editor's own message.
import { useEffect, useState } from 'react';
import { App } from './App.tsx';
import { teamSession, type Me } from './team/team-api.ts';
import { TeamApp } from './team/TeamApp.tsx';
import { Unavailable } from './Unavailable.tsx';

export function Root() {
  const [me, setMe] = useState<Me | null | undefined | 'unavailable'>(undefined);
  useEffect(
    () =>
      void teamSession().then(setMe, () => {
        setMe('unavailable');
      }),
    [],
  );
  if (me === undefined) return null;
  if (me === 'unavailable') return <Unavailable />;
  return me ? <TeamApp me={me} /> : <App />;
}
