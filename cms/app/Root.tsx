// Which editor this page is: the team's (the service with drafts, signed in) or a marketer's own (npm run cms).
import { useEffect, useState } from 'react';
import { App } from './App';
import { teamSession, type Me } from './team/team-api';
import { TeamApp } from './team/TeamApp';

export function Root() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  useEffect(() => void teamSession().then(setMe), []);
  if (me === undefined) return null;
  return me ? <TeamApp me={me} /> : <App />;
}
