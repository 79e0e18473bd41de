/**
 * Inside each benchmarked server (portal and baseline): answers the bench over IPC with the
 * process's own CPU time and peak resident memory (and peak V8 heap in use) since the last
 * 'reset', so CPU per request is the server's, not the load generator's (they share the
 * machine). 'gc' runs a full garbage collection when the server was started with --expose-gc
 * and answers the RSS and heap in use after it (what is really retained, unlike peak RSS, which
 * V8 and the allocator give back to the system lazily).
 */
export function serveProbe(stop) {
  const mb = (bytes) => Math.round(bytes / 1048576);
  let cpu = process.cpuUsage();
  let peakRss = process.memoryUsage.rss();
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 20);
  sampler.unref();
  const quit = async () => {
    clearInterval(sampler);
    await stop();
    process.exit(0);
  };
  // The bench went away (crashed or interrupted): do not outlive it.
  process.on('disconnect', () => void quit());
  process.on('message', async (message) => {
    if (message === 'reset') {
      cpu = process.cpuUsage();
      peakRss = process.memoryUsage.rss();
      peakHeap = process.memoryUsage().heapUsed;
      // The resident size the measured run starts from: after the read calls, the heap they grew.
      process.send({ reset: true, rssMb: mb(peakRss), heapUsedMb: mb(peakHeap) });
    } else if (message === 'report') {
      const used = process.cpuUsage(cpu);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      process.send({ report: { cpuMs: (used.user + used.system) / 1000, peakRssMb: mb(peakRss), peakHeapUsedMb: mb(peakHeap) } });
    } else if (message === 'gc') {
      const exposed = typeof globalThis.gc === 'function';
      if (exposed) {
        globalThis.gc();
        globalThis.gc(); // a second pass collects what the first one's finalizers let go
      }
      const m = process.memoryUsage();
      process.send({ gc: { exposed, rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), externalMb: mb(m.external + m.arrayBuffers) } });
    } else if (message === 'stop') {
      await quit();
    }
  });
  process.send({ ready: true });
}
