import { PassThrough, Readable, pipeline } from 'node:stream';
import archiver from 'archiver';

/** What one spreadsheet cell holds: a number stays a number, anything else is text. */
export type SheetCell = string | number;

/** One column of the sheet: its header (written bold in the first row) and its width in characters. */
type SheetColumn = { header: string; width: number };

/** Characters XML 1.0 has no place for (C0 controls but tab and line ends, lone surrogates, U+FFFE/U+FFFF). */
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/**
 * What each stream between the database and the client buffers (Node's default changed from 16 kB to 64 kB in Node 22,
 * archiver's is 1 MB): the memory one export holds is a batch or two of rows and a few of these.
 */
const STREAM_BUFFER = 16 * 1024;
/** The most characters Excel keeps in a cell: it refuses a file with a longer one. */
const CELL_TEXT_MAX = 32767;

/** Text as XML character data or an attribute value. */
const xmlText = (text: string) => text.replace(FORBIDDEN_IN_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);

/**
 * Text a spreadsheet program takes for a formula once the sheet is saved as CSV and opened again (OWASP's CSV
 * injection list: =, +, -, @, tab, carriage return first). Inline strings are inert in the .xlsx itself; the leading
 * apostrophe OWASP recommends keeps them text in the CSV too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * Excel reads `_x0041_` in a cell as the character it codes: a literal one keeps its underscore escaped (`_x005F_`).
 */
const cellText = (text: string) =>
  xmlText(text.length > CELL_TEXT_MAX ? text.slice(0, CELL_TEXT_MAX) : text).replace(
    /_(?=x[0-9A-Fa-f]{4}_)/g,
    '_x005F_',
  );

/** A, B, … Z, AA, AB, …: the column part of a cell reference. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The workbook's parts besides the sheet: one sheet, and one style (index 1) with a bold font for the header row. */
function workbookParts(sheetName: string): [string, string][] {
  const part = (type: string) => `application/vnd.openxmlformats-officedocument.${type}+xml`;
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${part('spreadsheetml.sheet.main')}"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${part('spreadsheetml.worksheet')}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${part('spreadsheetml.styles')}"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
        `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
        `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill ` +
        `patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/**
 * xl/worksheets/sheet1.xml, written as the zip reads it: each read asks the source for one more batch of rows, so the
 * source runs at most one batch ahead of what the zip has taken.
 */
class SheetXml extends Readable {
  readonly #letters: string[];
  readonly #batches: AsyncIterator<SheetCell[][]>;
  #head: string | undefined;
  #rowNumber = 1;

  constructor(columns: SheetColumn[], batches: AsyncIterable<SheetCell[][]>) {
    super({ highWaterMark: STREAM_BUFFER });
    this.#letters = columns.map((_, index) => columnLetters(index));
    this.#batches = batches[Symbol.asyncIterator]();
    const widths = columns
      .map(({ width }, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
      .join('');
    this.#head = `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><cols>${widths}</cols><sheetData>`;
    this.#head += this.#row(
      columns.map(({ header }) => header),
      true,
    );
  }

  /** A row of cells; the header row's cells (and the row, for cells typed into it later) take the bold style. */
  #row(cells: SheetCell[], header = false): string {
    const number = this.#rowNumber++;
    const style = header ? ' s="1"' : '';
    let xml = `<row r="${number}"${header ? `${style} customFormat="1"` : ''}>`;
    for (const [index, value] of cells.entries()) {
      const at = `r="${this.#letters[index]}${number}"${style}`;
      if (typeof value === 'number' && Number.isFinite(value)) xml += `<c ${at} t="n"><v>${value}</v></c>`;
      else {
        const text = cellText(inertText(String(value)));
        // An empty cell is left out, as spreadsheet programs do.
        if (text) xml += `<c ${at} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
      }
    }
    return `${xml}</row>`;
  }

  override _read() {
    if (this.#head !== undefined) {
      this.push(this.#head);
      this.#head = undefined;
      return;
    }
    this.#batches.next().then(
      ({ done, value }) => {
        if (this.destroyed) return;
        if (done) {
          this.push('</sheetData></worksheet>');
          this.push(null);
        } else if (value.length) this.push(value.map((cells) => this.#row(cells)).join(''));
        // Pushing nothing would not bring another read.
        else this._read();
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    // Lets the source close what it holds; a source still reading finishes that read first.
    this.#batches.return?.().catch(() => undefined);
    callback(error);
  }
}

/**
 * An .xlsx file of one sheet, read as a stream: the zip pulls the sheet's XML as the reader takes the file, and the
 * sheet asks `batches` for more rows only then, so a slow or paused reader holds the source back instead of the rows
 * piling up in memory. An error of the source destroys the file's stream with it; so does the file's stream closing
 * early (the reader went away) end the source.
 */
export function xlsxStream(sheet: {
  name: string;
  columns: SheetColumn[];
  batches: AsyncIterable<SheetCell[][]>;
}): Readable {
  const zip = archiver('zip', { highWaterMark: STREAM_BUFFER, zlib: { highWaterMark: STREAM_BUFFER } });
  for (const [name, xml] of workbookParts(sheet.name)) zip.append(xml, { name });
  const rows = new SheetXml(sheet.columns, sheet.batches);
  zip.append(rows, { name: 'xl/worksheets/sheet1.xml' });
  // Its failures reach the stream too, which the pipeline below hands on.
  zip.finalize().catch(() => undefined);

  const file = new PassThrough({ highWaterMark: STREAM_BUFFER });
  pipeline(zip, file, () => rows.destroy());
  rows.once('error', (error) => file.destroy(error));
  return file;
}
