/**
 * `next`, with every part that equals the same part of `previous` replaced by that part of `previous`. The preview
 * gets fresh JSON on every keystroke; shared parts keep their identity, so that the sections the edit did not touch
 * are skipped by React.memo instead of rendering again.
 */
export function sharedWith<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null) return next;
  if (Array.isArray(previous) !== Array.isArray(next)) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const merged: Record<string, unknown> = Array.isArray(next) ? ([] as unknown as Record<string, unknown>) : {};
  for (const key of keys) {
    const own = Object.hasOwn(before, key);
    const value = sharedWith(own ? before[key] : undefined, after[key]);
    // defineProperty, not `merged[key] =`: JSON may carry an own "__proto__" key, which assignment would turn into
    // the object's prototype.
    Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
    if (!own || value !== before[key]) same = false;
  }
  return (same ? previous : merged) as T;
}
