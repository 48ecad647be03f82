// The boundary worker: parsing and building a large file takes seconds, off the page's thread.
import { createBoundaryHandler } from './boundaryHandler';
import type { FromBoundaryWorker, ToBoundaryWorker } from './workerProtocol';

const scope = self as unknown as {
  postMessage(message: FromBoundaryWorker): void;
  onmessage: ((event: MessageEvent<ToBoundaryWorker>) => void) | null;
};
const handle = createBoundaryHandler((message) => scope.postMessage(message));
scope.onmessage = (event) => void handle(event.data);
