// What the editor's page carries for its app, for one response: the session's CSRF token, where cms/editor/http.ts
// reads the token it sends with every write, and the nonce of the response's style policy, under the name Vite's
// own loader reads it by (csp-nonce), for the libraries that write <style> elements (cms/editor/csp-nonce.ts). A nonce is
// an attribute of its own, which browsers hide from the page's other readers (CSS selectors) once the policy applies.

export interface EditorMetaProps {
  csrf: string;
  nonce: string;
}

export function EditorMeta({ csrf, nonce }: EditorMetaProps) {
  return (
    <>
      <meta name="cms-token" content={csrf} />
      <meta property="csp-nonce" nonce={nonce} />
    </>
  );
}
