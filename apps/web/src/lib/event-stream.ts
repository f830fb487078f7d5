import type { Endpoint, EndpointInput } from '@clubspace/contract';
import { openStream } from './api-client';

export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits server-sent-event text into events (comments and retry lines are skipped); returns the unfinished rest. */
export function parseEventStream(buffer: string, onEvent: (e: StreamEvent) => void): string {
  let cut: number;
  while ((cut = buffer.indexOf('\n\n')) >= 0) {
    const block = buffer.slice(0, cut);
    buffer = buffer.slice(cut + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) onEvent({ event, data: data.join('\n') });
  }
  return buffer;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Follows a server-sent-event stream with the session's bearer token (EventSource cannot send one) and the usual
 * 401 refresh, reconnecting with back-off when the stream ends or drops (the server ends it when the access token
 * would expire). Returns a function that stops it. `endpoint` is a declared stream (produces text/event-stream).
 */
export function followEventStream<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  onEvent: (e: StreamEvent) => void,
  onOpen?: () => void,
): () => void {
  const controller = new AbortController();
  let attempt = 0;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        // The input was checked against E by the caller; the generic call below cannot re-derive it.
        const res = await openStream<Endpoint>(endpoint, input as EndpointInput<Endpoint>, { signal: controller.signal });
        attempt = 0;
        onOpen?.();
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer = parseEventStream(buffer + value, onEvent);
        }
      } catch (err) {
        if (controller.signal.aborted) return;
        // A lost session or a missing section will not come back by retrying.
        const status = (err as { status?: number }).status;
        if (status === 401 || status === 403 || status === 404) return;
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]));
    }
  };
  void run();
  return () => controller.abort();
}
