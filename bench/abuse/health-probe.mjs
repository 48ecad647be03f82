// The health poller of bench/abuse, in a worker thread of its own: its latencies must not include the
// event-loop delay of the 50 clients that share the bench's main thread.
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs } = workerData;
const latencies = [];
let running = true;
parentPort.on('message', (message) => {
  if (message === 'stop') running = false;
});
while (running) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
parentPort.postMessage(latencies);
