import { runBundleBenchmarks } from './bundle';
import { runImportBenchmarks } from './imports';
import { runConcurrencyBenchmarks } from './concurrency';
import { runListBenchmarks } from './lists';
import { runLoadBenchmarks } from './load';
import { runStartupBenchmarks } from './startup';

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}

/** npm run bench: every figure beside its budget, measured in one run (never asserted). */
function print(title: string, figures: Figure[]) {
  console.log(`\n${title}`);
  for (const f of figures) {
    const budget = f.budget === undefined ? '' : `budget <= ${f.budget} ${f.unit}  ${f.value <= f.budget ? 'within' : 'OVER'}`;
    console.log(`  ${f.name.padEnd(52)} ${f.value.toFixed(2).padStart(9)} ${f.unit.padEnd(3)} ${budget}`);
  }
}

const only = process.argv[2];
if (!only || only === 'startup') print('Start-up', await runStartupBenchmarks());
if (!only || only === 'bundle') print('Web bundle', await runBundleBenchmarks());
if (!only || only === 'imports') print('Imports', await runImportBenchmarks());
if (!only || only === 'lists') await runListBenchmarks();
if (!only || only === 'load') await runLoadBenchmarks();
if (!only || only === 'concurrency') await runConcurrencyBenchmarks();
