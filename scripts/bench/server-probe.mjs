/**
 * Inside each benchmarked server (portal and baseline): answers the bench over IPC with the
 * process's own CPU time and peak resident memory since the last 'reset', so CPU per request
 * is the server's, not the load generator's (they share the machine).
 */
export function serveProbe(stop) {
  let cpu = process.cpuUsage();
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
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
      // The resident size the measured run starts from: after the read calls, the heap they grew.
      process.send({ reset: true, rssMb: Math.round(peakRss / 1048576) });
    } else if (message === 'report') {
      const used = process.cpuUsage(cpu);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      process.send({ report: { cpuMs: (used.user + used.system) / 1000, peakRssMb: Math.round(peakRss / 1048576) } });
    } else if (message === 'stop') {
      await quit();
    }
  });
  process.send({ ready: true });
}
