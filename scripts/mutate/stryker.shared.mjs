/**
 * What every mutation run shares (api, api-auth, web): the runner, and where its incremental file
 * and reports go, named after the run (reports/mutation/<name>.html, .json, -incremental.json).
 */
export function strykerRun(name) {
  return {
    packageManager: 'npm',
    testRunner: 'jest',
    coverageAnalysis: 'perTest',
    incremental: true,
    incrementalFile: `reports/mutation/${name}-incremental.json`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    concurrency: 2,
    timeoutMS: 20000,
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  };
}
