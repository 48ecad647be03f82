/**
 * Loaded into the server by bench/soak (node --expose-gc --import …): on SIGUSR2, collects garbage and
 * prints the process's memory on one line, so the soak can compare the server's memory before and after
 * its traffic without any route of the product's being involved.
 */
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  console.log(`soak-memory ${JSON.stringify(process.memoryUsage())}`);
});
