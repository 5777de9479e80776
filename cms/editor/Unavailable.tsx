// What the editor shows when its service did not answer after its tries (cms/editor/http.ts): its own words and a way
// to try again, never the service's raw answer.
import { UNAVAILABLE } from './http.ts';

export function Unavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="unavailable" role="alert">
      <h2>The editor is not available</h2>
      <p>{UNAVAILABLE} Nothing you saved is lost.</p>
      <button type="button" onClick={onRetry ?? (() => location.reload())}>
        Try again
      </button>
    </div>
  );
}
