// react-router's production build names each of its components for React DevTools (`Form.displayName = "Form"`) and
// makes most of them with React.forwardRef, neither of which Rolldown can prove free of side effects: every component
// the package exports stayed in the bundle, used or not (Form, ScrollRestoration, HistoryRouter…). The browser build
// drops those statements (nothing in the site reads a displayName) and marks the forwardRef and memo calls that
// declare a component as pure, so only what the site imports ships: ~3.5 KB gzipped less on every page, with the
// site's own links (ui/Link.tsx) instead of the package's, whose prefetching code the site does not use.
import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** `Name.displayName = "…";` at the top level. */
const namesComponent = (statement: Node) => {
  if (statement.type !== 'ExpressionStatement') return false;
  const expression = statement['expression'] as Node;
  if (expression.type !== 'AssignmentExpression' || expression['operator'] !== '=') return false;
  const target = expression['left'] as Node;
  const property = target['property'] as Node | undefined;
  return target.type === 'MemberExpression' && property?.['name'] === 'displayName';
};

/** The start of `React.forwardRef(…)` or `React.memo(…)` in `var Name = …`, where a pure annotation goes. */
const componentCalls = (statement: Node) => {
  if (statement.type !== 'VariableDeclaration') return [];
  return (statement['declarations'] as Node[]).flatMap((declaration) => {
    const init = declaration['init'] as Node | null;
    const callee = init?.type === 'CallExpression' ? (init['callee'] as Node) : undefined;
    const name = callee?.type === 'MemberExpression' ? (callee['property'] as Node)['name'] : undefined;
    return init && (name === 'forwardRef' || name === 'memo') ? [init.start] : [];
  });
};

export function routerTreeShakePlugin(): Plugin {
  return {
    name: 'router-tree-shake',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
      handler(code, id) {
        const body = parseSync(id, code).program.body as unknown as Node[];
        const edits = [
          ...body.filter(namesComponent).map((s) => ({ at: s.start, end: s.end, text: '' })),
          ...body.flatMap(componentCalls).map((at) => ({ at, end: at, text: '/* @__PURE__ */ ' })),
        ].sort((a, b) => a.at - b.at);
        if (!edits.length) return null;
        let out = '';
        let from = 0;
        for (const edit of edits) {
          out += code.slice(from, edit.at) + edit.text;
          from = edit.end;
        }
        return { code: out + code.slice(from), map: null };
      },
    },
  };
}
