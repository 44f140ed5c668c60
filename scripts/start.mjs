// npm start: builds the web app and compiles the server when their sources are newer than the builds, then runs the
// server in this same process. `--build-only` stops after the builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

const web = {
  built: at('dist', 'index.html'),
  sources: ['src', 'domain', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package.json'].map((p) =>
    at(p),
  ),
};
// One bundle of the server's own code (packages stay in node_modules): Node loads it without a TypeScript loader.
const serverDir = at('node_modules', '.cache', 'reloop-server');
const server = {
  built: path.join(serverDir, 'main.mjs'),
  sources: ['server/src', 'domain', 'package.json', 'tsconfig.json', 'scripts/start.mjs'].map((p) => at(p)),
};

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const stale = ({ built, sources }) =>
  (fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0) < Math.max(...sources.map(newestMtime));

if (stale(web)) {
  console.log('building the web app…');
  const result = spawnSync(process.execPath, [at('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale(server)) {
  console.log('compiling the server…');
  await compileServer();
}

if (!process.argv.includes('--build-only')) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(server.built).href);
}

/**
 * Bundles server/src/main.ts with esbuild. Modules imported on demand (Cognito, SMTP...) become chunks loaded on
 * demand. Chunks are named by content and kept, so a server still running an older build loads its own; the entry is
 * written last and renamed into place, so a server starting meanwhile reads a whole build.
 */
async function compileServer() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { main: at('server/src/main.ts') },
    outdir: serverDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    sourcesContent: false,
    write: false,
    logLevel: 'error',
    plugins: [ownModuleUrls()],
  });
  fs.mkdirSync(serverDir, { recursive: true });
  const entry = (file) => file.path === server.built || file.path === `${server.built}.map`;
  for (const file of [...result.outputFiles.filter((f) => !entry(f)), ...result.outputFiles.filter(entry)]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  // A server loads its chunks while it starts: those of builds a day old are nobody's any more.
  const written = new Set(result.outputFiles.map((f) => path.basename(f.path)));
  for (const name of fs.readdirSync(serverDir)) {
    const file = path.join(serverDir, name);
    if (!written.has(name) && Date.now() - fs.statSync(file).mtimeMs > 86_400_000) fs.rmSync(file, { force: true });
  }
}

/**
 * Each module keeps its own `import.meta.url` (the migrations folder is found next to db/client.ts), not the bundle's.
 */
function ownModuleUrls() {
  return {
    name: 'own-module-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => ({
        contents: fs
          .readFileSync(args.path, 'utf8')
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      }));
    },
  };
}
