import archiver from 'archiver';

/** A ZIP archive of the given entries, built by the archiver the spreadsheet export already uses. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const archive = archiver('zip');
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const [name, content] of Object.entries(entries)) archive.append(Buffer.from(content), { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** The smallest APK-shaped file: a ZIP holding a manifest, the Dalvik code and a resource. */
export const tinyApk = () =>
  zipOf({
    'AndroidManifest.xml': '<manifest package="in.reloop.technician"/>',
    'classes.dex': 'dex\n035\0',
    'res/values/strings.xml': '<resources/>',
  });
