import { runBundleBenchmarks } from './bundle';
import { runImportBenchmarks } from './imports';
import { runConcurrencyBenchmarks } from './concurrency';
import { runCustomerBenchmarks } from './customers';
import { runDashboardBenchmarks } from './dashboards';
import { runFirstRowsBenchmarks } from './firstRows';
import { runListBenchmarks } from './lists';
import { runLighthouseBenchmarks } from './lighthouse';
import { runLoadBenchmarks } from './load';
import { runRequestBenchmarks } from './requests';
import { runStartupBenchmarks } from './startup';

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** The budget is a floor (a score), not a ceiling. */
  atLeast?: boolean;
}

/** npm run bench: every figure beside its budget, measured in one run (never asserted). */
function print(title: string, figures: Figure[]) {
  console.log(`\n${title}`);
  for (const f of figures) {
    const within = f.budget !== undefined && (f.atLeast ? f.value >= f.budget : f.value <= f.budget);
    const budget =
      f.budget === undefined
        ? ''
        : `budget ${f.atLeast ? '>=' : '<='} ${f.budget} ${f.unit}  ` +
          `${within ? 'within' : f.atLeast ? 'UNDER' : 'OVER'}`;
    console.log(`  ${f.name.padEnd(52)} ${f.value.toFixed(2).padStart(9)} ${f.unit.padEnd(3)} ${budget}`);
  }
}

const only = process.argv[2];
if (!only || only === 'startup') print('Start-up', await runStartupBenchmarks());
if (!only || only === 'bundle') print('Web bundle', await runBundleBenchmarks());
if (!only || only === 'imports') print('Imports', await runImportBenchmarks());
if (!only || only === 'lighthouse') print('Lighthouse (sign-in page)', await runLighthouseBenchmarks());
if (!only || only === 'firstRows')
  print('Sign-in to the first product rows (Chromium)', await runFirstRowsBenchmarks());
if (!only || only === 'lists') await runListBenchmarks();
if (!only || only === 'load') await runLoadBenchmarks();
if (!only || only === 'concurrency') await runConcurrencyBenchmarks();
if (!only || only === 'customers') await runCustomerBenchmarks();
if (!only || only === 'requests') await runRequestBenchmarks();
if (!only || only === 'dashboards') await runDashboardBenchmarks();
