// styled-components, as the browser starts it, rehydrates the server's stylesheet: it reads the prerendered
// <style data-styled> element, inserts each of its rules again into a new <style> element of its own, one by one
// through the CSSOM, then removes the server's. The same rules, parsed a second time (about 30 ms of the main chunk's
// evaluation at 4× CPU on /, whose element holds 369 components' rules), then the whole page restyled when one
// stylesheet replaces the other (a task of about 50 ms more): issue 39's first known cost of a long task.
//
// The browser build adopts the server's element instead. styled-components learns the names and groups it already
// holds from its markers, as it would, and takes the element as its own stylesheet: each group's size is counted in
// the element's CSSOM, up to its marker rule (`data-styled.g12[id="…"]{content:"…"}`, which matches no element). Rules
// styled-components adds later go into their group's place in that same stylesheet, so their order against the
// server's rules is the one a rehydrated sheet would have had. Nothing is parsed twice and nothing restyled at start.
//
// Only with CSSOM injection (production; a development build writes text nodes, and rehydrates as before), and only
// the first element (any other is rehydrated as before). The edit is made on styled-components' browser build by exact
// text: another version of the package fails the build here, naming this file, rather than shipping unpatched.
import type { Plugin } from 'vite';

/** The browser build of styled-components, the one file edited. */
const browserBuild = /[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/;

// styled-components 6.6.0's rehydration of one element (its minified names: `p` the rules' splitter, `me` the
// marker's pattern, `E` setGroupForId, `Se` the names' registration, `pe` the grouped tag, `Ee` the CSSOM tag, `l`
// and `u` the data-styled attribute and its "active" value) ...
const REHYDRATE_TAG = 'be=(e,t)=>{var n;const o=(null!==(n=t.textContent)';
// ... and the loop that rehydrates each element, then removes it.
const REHYDRATE_AND_REMOVE = '(be(e,o),o.parentNode&&o.parentNode.removeChild(o))';

/** Prepended to the rehydration of an element: adopts it when it can (answering true), else goes on as before. */
const ADOPT = [
  'if(!e.tag&&e.options.useCSSOMInjection&&t.sheet){',
  // The groups' ids and names, from the markers in its text.
  'const parts=(t.textContent||"").split(p);',
  'for(let i=0;i<parts.length;i++){const r=parts[i].trim().match(me);',
  'if(r){const g=0|parseInt(r[1],10);g!==0&&(E(r[2],g),Se(e,r[2],r[3]))}}',
  // Each group's size in the CSSOM: its rules and its marker. (An @media rule has no selectorText.)
  'const rules=t.sheet.cssRules,tag=Object.create(Ee.prototype),grouped=new pe(tag);let markers=0;',
  'for(let i=0,n=0;i<rules.length;i++){n++;const m=/^data-styled\\.g(\\d+)\\[/.exec(rules[i].selectorText||"");',
  'if(m){const g=0|m[1];if(g>=grouped.groupSizes.length){let size=grouped.groupSizes.length;for(;g>=size;)size<<=1;',
  'const sizes=new Uint32Array(size);sizes.set(grouped.groupSizes);grouped.groupSizes=sizes;grouped.length=size}',
  'grouped.groupSizes[g]+=n;n=0;markers++}}',
  'if(markers>0){tag.element=t;tag.sheet=t.sheet;tag.length=rules.length;',
  't.setAttribute(l,u);e.tag=grouped;return!0}}',
].join('');

/** Answers styled-components' browser build with the server's element adopted; throws when the text has changed. */
export function adoptServerStyles(code: string): string {
  const at = code.indexOf(REHYDRATE_TAG);
  if (at < 0 || !code.includes(REHYDRATE_AND_REMOVE) || code.indexOf(REHYDRATE_TAG, at + 1) >= 0)
    throw new Error(
      'src/build/adopt-server-styles-plugin.ts: this version of styled-components rehydrates its stylesheet in ' +
        'other words than 6.6.0; update the edit for it, or take the plugin out of vite.config.ts',
    );
  const body = at + 'be=(e,t)=>{'.length;
  return (code.slice(0, body) + ADOPT + code.slice(body)).replace(
    REHYDRATE_AND_REMOVE,
    '(be(e,o)||o.parentNode&&o.parentNode.removeChild(o))',
  );
}

export function adoptServerStylesPlugin(): Plugin {
  return {
    name: 'adopt-server-styles',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: browserBuild },
      handler: (code) => ({ code: adoptServerStyles(code), map: null }),
    },
  };
}
