// The XML of an XLSX workbook (SpreadsheetML) apart from its rows' values: the parts around the
// sheets, a sheet's head and tail, and the pieces a cell is written with, the same for the cells
// written here and for those PostgreSQL writes (see export.ts).
import type { ZipEntry } from './zip.ts'

/** Indexes into styles.xml's cellXfs: blank is the default again, for empty cells (exceljs skips an empty cell of style 0, losing its column). */
export const XLSX_STYLE = { plain: 0, money: 1, datetime: 2, blank: 3 } as const

/**
 * A data cell's markup around its value, or in its place when it has none. Only a row's first cell
 * carries its reference (written with the row's number, see rowStart: its pieces start after
 * `<c r="A1`); the others follow it, so a column without a value still has its (empty) cell.
 */
export interface CellPieces {
  open: string
  /** For text with whitespace at either end, which a reader would otherwise drop. */
  openPreserved: string
  close: string
  blank: string
}

/** The column's letters: A … Z, AA … */
export function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** The pieces of a text cell (an inline string: never a formula, whatever it starts with) or of a number cell in a style. */
export function cellPieces(index: number, type: 'text' | 'plain' | 'money' | 'datetime'): CellPieces {
  const start = index === 0 ? '"' : '<c'
  const blank = `${start} s="${type === 'money' || type === 'datetime' ? XLSX_STYLE[type] : XLSX_STYLE.blank}"/>`
  if (type === 'text') return { open: `${start} t="inlineStr"><is><t>`, openPreserved: `${start} t="inlineStr"><is><t xml:space="preserve">`, close: '</t></is></c>', blank }
  const open = type === 'plain' ? `${start}><v>` : `${start} s="${XLSX_STYLE[type]}"><v>`
  return { open, openPreserved: open, close: '</v></c>', blank }
}

/** What a row's line starts with, before its first cell's pieces: the row's number, twice (after each of these). */
export const ROW_START = ['<row r="', '"><c r="A'] as const
export const rowStart = (n: number) => `${ROW_START[0]}${n}${ROW_START[1]}${n}`

/** The characters xmlText writes as references, & first (sqlXmlText replaces them in this order). */
export const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\\': '&#92;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' }

/** The control characters XML 1.0 forbids (NUL aside: PostgreSQL's text cannot hold it). */
export const XML_FORBIDDEN = '\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f'

/**
 * Text as XML character data: markup characters escaped; tab, line breaks and backslash as character
 * references, so a row stays on one line with nothing COPY's text format would escape; the control
 * characters XML 1.0 forbids left out (as exceljs did).
 */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what this removes
  return text.replace(/[&<>"\\\t\n\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, (c) => XML_ESCAPES[c] ?? '')
}

/** Whether text needs xml:space="preserve" to keep its leading or trailing whitespace. */
export const needsPreserve = (text: string) => /^[ \t\n\r]|[ \t\n\r]$/.test(text)

/** A cell's value, text or number, between its pieces. */
export function cellXml(pieces: CellPieces, value: string | number | null): string {
  if (value === null) return pieces.blank
  if (typeof value === 'number') return `${pieces.open}${value}${pieces.close}`
  return `${needsPreserve(value) ? pieces.openPreserved : pieces.open}${xmlText(value)}${pieces.close}`
}

/** The header row: its cells' text in full, each with its reference. */
export const headerRow = (headers: readonly string[]) => `<row r="1">${headers.map((text, i) => `<c r="${columnLetters(i)}1${cellXml(cellPieces(0, 'text'), text)}`).join('')}</row>\n`

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** A sheet's XML up to its first row: the columns' widths (in characters). */
export function sheetHead(widths: readonly number[]): string {
  const cols = widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')
  return `${DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>\n`
}

export const SHEET_TAIL = '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>'

export const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`

// The money format shows naira; times are shown as Lagos wall time (the header names the zone).
const STYLES = `${DECLARATION}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;₦&quot;#,##0.00"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`

/** The parts that name the sheets, written once the sheets are: their number is known only at the end. */
export function workbookParts(sheetNames: readonly string[], created: Date): ZipEntry[] {
  const sheets = sheetNames.map((name, i) => ({ n: i + 1, name: xmlText(name) }))
  const contentTypes = [
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
    ...sheets.map(({ n }) => `<Override PartName="/${sheetPath(n)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`),
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>',
  ]
  const relationship = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`
  const time = `${created.toISOString().slice(0, 19)}Z`
  return [
    { name: '[Content_Types].xml', content: `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${contentTypes.join('')}</Types>` },
    {
      name: '_rels/.rels',
      content: `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${[
        relationship('rId1', `${RELATIONSHIPS}/officeDocument`, 'xl/workbook.xml'),
        relationship('rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'),
        relationship('rId3', `${RELATIONSHIPS}/extended-properties`, 'docProps/app.xml'),
      ].join('')}</Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews><sheets>${sheets.map(({ n, name }) => `<sheet name="${name}" sheetId="${n}" r:id="rId${n + 1}"/>`).join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${[relationship('rId1', `${RELATIONSHIPS}/styles`, 'styles.xml'), ...sheets.map(({ n }) => relationship(`rId${n + 1}`, `${RELATIONSHIPS}/worksheet`, `worksheets/sheet${n}.xml`))].join('')}</Relationships>`,
    },
    { name: 'xl/styles.xml', content: STYLES },
    {
      name: 'docProps/core.xml',
      content: `${DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dcterms:created xsi:type="dcterms:W3CDTF">${time}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${time}</dcterms:modified></cp:coreProperties>`,
    },
    {
      name: 'docProps/app.xml',
      content: `${DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>${sheets.length}</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="${sheets.length}" baseType="lpstr">${sheets.map(({ name }) => `<vt:lpstr>${name}</vt:lpstr>`).join('')}</vt:vector></TitlesOfParts></Properties>`,
    },
  ]
}
