import { useRouteError } from './routing.tsx';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../ui/Button.tsx';
import { Container } from '../ui/layout.ts';
import { ChunkLoadError } from '../ui/chunk-load.ts';

const Box = styled.div`
  margin: 64px auto;
  max-width: 720px;
  padding: 32px;
  border: 1px solid var(--danger);
  border-radius: 16px;
  background: var(--surface);
  code {
    word-break: break-all;
  }
`;

/** Shown in place of a route whose code or data failed to load. */
export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError ? error : undefined;
  return (
    <Container>
      <Box role="alert">
        <h1>{site.ui.chunkError.title}</h1>
        {chunk ? (
          <p>
            Chunk <strong>{chunk.chunk}</strong> ({chunk.failure}): <code>{chunk.url}</code>
          </p>
        ) : (
          <p>{error instanceof Error ? error.message : String(error)}</p>
        )}
        <Button onClick={() => window.location.reload()}>{site.ui.chunkError.reload}</Button>
      </Box>
    </Container>
  );
}
