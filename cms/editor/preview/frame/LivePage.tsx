// The previewed page inside the site's layout: the latest view the editor's data made, rendered by the site's own
// template. A view that throws while rendering gives way to the last one that rendered (store.ts).
import { Component, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Container } from '../../../../src/ui/layout.ts';
import type { ViewStore } from './store.ts';
import type { View } from '../../../shared/live-view/view.ts';
import { ViewContent } from '../../../shared/live-view/ViewContent.tsx';

interface BoundaryProps {
  view: View;
  store: ViewStore<View>;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; view: View }> {
  override state = { failed: false, view: this.props.view };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  // Each new view gets its chance, whatever the one before did.
  static getDerivedStateFromProps(props: BoundaryProps, state: { view: View }) {
    return props.view === state.view ? null : { failed: false, view: props.view };
  }
  override componentDidCatch(error: unknown) {
    this.props.store.failed(this.props.view, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Rendered({ view, store }: { view: View; store: ViewStore<View> }) {
  useEffect(() => {
    document.title = view.title;
    store.rendered(view);
  }, [view, store]);
  return <ViewContent view={view} />;
}

export function LivePage({ store }: { store: ViewStore<View> }) {
  const view = useSyncExternalStore(store.subscribe, store.get);
  const { pathname } = useLocation();
  if (!view) return null;
  // A link followed inside the preview leads to a page the form is not editing.
  if (pathname !== view.path)
    return (
      <Container>
        <p>
          The live preview shows only the page being edited. <Link to={view.path}>Back to {view.path}</Link>
        </p>
      </Container>
    );
  return (
    <Boundary view={view} store={store}>
      <Rendered view={view} store={store} />
    </Boundary>
  );
}
