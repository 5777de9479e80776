// What the publish hook (CMS_PUBLISH_HOOK: the site's build and deploy) made of a published draft, as the board shows
// it: still running, done and how long it took, or failed and why, with the last lines it printed.
import type { HookRun } from './team-api.ts';

const seconds = (ms: number | undefined) => (ms === undefined ? '' : ` in ${Math.max(1, Math.round(ms / 1000))} s`);

/** Why a run failed, in a few words: its exit code, its HTTP answer, or what stopped it. */
function failure(run: HookRun): string {
  if (run.error) return run.error;
  if (run.httpStatus !== undefined) return `the deploy address answered ${run.httpStatus}`;
  if (run.exitCode !== undefined && run.exitCode !== null) return `exit code ${run.exitCode}`;
  return 'no result';
}

function siteBuildText(run: HookRun): string {
  // Told of a scheduled publish or end that did not run: main did not change, so nothing was deployed.
  const unchanged = run.outcome !== undefined && run.outcome !== 'published';
  if (unchanged && run.state !== 'failed') return 'Nothing to deploy: nothing was published';
  if (run.state === 'running') return 'Building and deploying…';
  if (run.state === 'ok') return `Deployed${seconds(run.durationMs)}`;
  return `Failed${seconds(run.durationMs)}: ${failure(run)}`;
}

export function SiteBuild({ run }: { run: HookRun | undefined }) {
  if (!run) return <>—</>;
  return (
    <div className={`site-build site-build-${run.state}`}>
      <span>{siteBuildText(run)}</span>
      {run.output.length > 0 && (
        <details>
          <summary>Its last lines</summary>
          <pre>{run.output.join('\n')}</pre>
        </details>
      )}
    </div>
  );
}
