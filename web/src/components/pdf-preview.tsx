/**
 * A printed document shown before it is saved: the server's PDF, fetched with the session's
 * token, in a frame (a blob: address, which the Content-Security-Policy's frame-src allows),
 * with a Download button that saves the very file shown, so a document that is issued anew
 * each time it prints (a registration form) keeps the verification code the preview showed.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { fetchFile, saveFile, type QueryValue } from '../lib/api-client.ts';
import { serverMessage } from './setup/setup-screen.tsx';

export interface PdfPreviewProps {
  /** The API path of the PDF, and its query. */
  path: string;
  query?: Record<string, QueryValue>;
  fileName: string;
  /** Names the frame for screen readers. */
  title: string;
  height?: number;
  /** Called once the PDF has arrived (printing some documents records that they were issued). */
  onLoaded?: () => void;
}

type State =
  | { kind: 'loading' }
  | { kind: 'shown'; file: { blob: Blob; name: string }; url: string }
  | { kind: 'failed'; message: string };

export function PdfPreview({ path, query, fileName, title, height = 480, onLoaded }: PdfPreviewProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  // The latest callback, without fetching the document again when the caller's function changes.
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;
  const queryKey = JSON.stringify(query ?? {});
  useEffect(() => {
    const abort = new AbortController();
    let url: string | undefined;
    setState({ kind: 'loading' });
    fetchFile(path, JSON.parse(queryKey) as Record<string, QueryValue>, fileName, abort.signal)
      .then((file) => {
        url = URL.createObjectURL(file.blob);
        setState({ kind: 'shown', file, url });
        onLoadedRef.current?.();
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted)
          setState({ kind: 'failed', message: serverMessage(error, 'Could not load the PDF.') });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, queryKey, fileName]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {state.kind === 'loading' ? <LinearProgress aria-label={`Loading ${title}`} /> : null}
      {state.kind === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.kind === 'shown' ? (
        <>
          <Box
            component="iframe"
            title={title}
            src={state.url}
            sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <div>
            <Button variant="contained" onClick={() => saveFile(state.file)}>
              Download
            </Button>
          </div>
        </>
      ) : null}
    </Stack>
  );
}
