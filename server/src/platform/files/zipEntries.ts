/**
 * Names of the entries of a ZIP archive, read from its central directory (PKWARE APPNOTE 4.3.12, 4.3.16), or undefined
 * when the bytes are not a readable ZIP. Only names are read: nothing is inflated, so a zip bomb costs nothing.
 */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  const LOCAL_HEADER = 0x04034b50;
  const CENTRAL_HEADER = 0x02014b50;
  const END_OF_DIRECTORY = 0x06054b50;
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return undefined;
  // The end record is the last 22 bytes plus a comment of at most 65,535 bytes.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
