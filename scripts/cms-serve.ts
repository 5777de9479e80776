// npm run cms:serve: the content editor as a long-running service behind sign-in (cms/team/), for a company to
// put behind its proxy. Settings come from the environment (.env.example, "Content editor service").
import { serviceConfig } from '../cms/team/config.ts';
import { startService } from '../cms/team/start.ts';

const root = process.cwd();
try {
  await startService(serviceConfig(process.env, root), { root, env: process.env });
} catch (error) {
  // One JSON line like the rest, then a non-zero exit: a bad setting must stop the start, not half-start.
  console.error(JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: (error as Error).message }));
  process.exit(1);
}
