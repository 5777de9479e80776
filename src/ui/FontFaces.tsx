/**
 * The site's typeface and its metric-matched fallback, as a stylesheet of its own that React writes into the head
 * (a `<style href precedence>`, found again by its href when the page hydrates, never inserted twice).
 *
 * It is kept out of styled-components on purpose: styled-components adds rules to its stylesheet while islands
 * hydrate (and, in a development build, replaces it when the client starts: src/build/adopt-server-styles-plugin.ts), and Chromium treats a stylesheet change that carries @font-face rules as a
 * change of fonts, laying out every text of the page again (about 60 ms per layout at 4× CPU slowdown on `/`, the
 * page's longest tasks). Rules without @font-face only restyle, and the computed styles do not change.
 *
 * 'Inter Fallback' is a local font stretched to Inter's measures, so the text does not move when Inter arrives.
 */
export function FontFaces({ fontUrl }: { fontUrl: string }) {
  return (
    <style href="site-font-faces" precedence="fonts">
      {`@font-face{font-family:Inter;src:url(${fontUrl}) format('woff2');font-weight:100 900;font-display:swap}` +
        `@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica'),` +
        `local('DejaVu Sans');size-adjust:107%;ascent-override:90%;descent-override:22.4%;line-gap-override:0%}`}
    </style>
  );
}
