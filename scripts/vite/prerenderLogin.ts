import { createHash } from 'node:crypto';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { runnerImport, type Plugin } from 'vite';
import { APP_CODE_TEMPLATE_ID, PRE_RENDERED_TEMPLATE_ID, ROOT_ID } from '../../src/app/preRendered.js';

/** Builds src/app/boot.ts as one classic script (the Content-Security-Policy allows no inline script). */
async function buildBoot(root: string) {
  const built = await esbuild({
    entryPoints: [path.join(root, 'src/app/boot.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const source = built.outputFiles[0].text;
  return { source, fileName: `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js` };
}

/** The app's entry script and its modulepreload links, as Vite wrote them into index.html. */
const APP_CODE =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Puts the sign-in page, rendered at build time by the app itself (src/app/prerender.tsx), into index.html as a
 * <template>, and hands the start of the app to src/app/boot.ts: it shows that page before the first paint when the
 * app would render exactly that, and adds the app's code (its entry script and modulepreload links, kept in a second
 * <template>) once the page is painted, or at once when it does not show it. Nothing but the HTML, the stylesheet and
 * boot.ts comes before the sign-in page's first paint.
 */
export function prerenderLogin(root = process.cwd()): Plugin {
  let bootFile = '';
  return {
    name: 'reloop-prerender-login',
    apply: 'build',
    async buildStart() {
      const boot = await buildBoot(root);
      bootFile = boot.fileName;
      this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const appCode = html.match(APP_CODE)?.join('') ?? '';
        const container = `<div id="${ROOT_ID}"></div>`;
        if (!appCode.includes('<script') || !html.includes(container))
          throw new Error(
            'index.html lacks the entry script or the root element that the pre-rendered sign-in page needs',
          );
        const { module } = await runnerImport<typeof import('../../src/app/prerender')>(
          path.join(root, 'src/app/prerender.tsx'),
          { root, logLevel: 'error' },
        );
        const page = module.prerenderLogin();
        return html
          .replace(APP_CODE, '')
          .replace('</head>', `  <template id="${APP_CODE_TEMPLATE_ID}">${appCode}\n    </template>\n  </head>`)
          .replace(
            container,
            `${container}\n    <template id="${PRE_RENDERED_TEMPLATE_ID}" ` +
              `data-year="${new Date().getFullYear()}">${page}</template>\n    ` +
              `<script src="/${bootFile}"></script>`,
          );
      },
    },
  };
}
