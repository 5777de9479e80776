// A refused save: the build's words, every problem, and for a refused delete the files that still use this one.
import type { SaveResult } from '../api';

export function RefusedReport({ result }: { result: Extract<SaveResult, { ok: false }> }) {
  return (
    <div className="notice refused" role="alert">
      <strong>{result.error}</strong>
      {result.referrers && result.referrers.length > 0 && (
        <p>
          Other files use it: <span className="referrers">{result.referrers.join(', ')}</span>
        </p>
      )}
      <pre className="report">{result.report}</pre>
    </div>
  );
}
