import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { argb, type GridCell, type GridMerge } from '@inasaku/contracts';
// exceljs does not export its content-types part writer from the package root.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ContentTypesXform = require('exceljs/lib/xlsx/xform/core/content-types-xform');

const DRAWING_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing';
const IMAGE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';
const DRAWING_OPEN =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">';

/** The header of the sheet: its rows (written first, bold), merged cells, season colours and every column's width. */
export interface SheetHead {
  rows: GridCell[][];
  merges: GridMerge[];
  /** 1-based row and column -> '#RRGGBB' (white bold text on it) */
  fills: { row: number; col: number; color: string }[];
  /** width in characters, per column */
  widths: number[];
  /** columns that stay in view when the sheet scrolls sideways */
  frozenColumns: number;
}

/** A photo placed in a cell of the row being written. */
export interface PlacedPhoto {
  file: string;
  extension: 'jpeg' | 'png';
  /** 0-based column */
  col: number;
  /** offset from the cell's top-left corner and size, in pixels */
  x: number;
  y: number;
  width: number;
  height: number;
}

const EMU_PER_PX = 9525;

/**
 * An .xlsx written with exceljs' streaming writer, one row at a time, with photos embedded in
 * cells. The streaming worksheet writes rows to the zip as they are committed; it cannot anchor
 * pictures, so this adds the drawing part itself: each picture's anchor is appended to a scratch
 * file as its row is written, and every photo enters the zip as a file that the zip streams from
 * disk when its turn comes. Memory stays flat however many rows and photos there are.
 */
export class ImageWorkbookWriter {
  private readonly wb: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly ws: ExcelJS.Worksheet;
  private readonly drawing: fs.WriteStream;
  private readonly drawingFile: string;
  private readonly imageRels: string[] = [];
  private rowIndex = 0;
  private pictures = 0;

  constructor(private readonly file: string, head: SheetHead) {
    this.wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
    this.ws = this.wb.addWorksheet('Sheet1', { views: [{ state: 'frozen', xSplit: head.frozenColumns, ySplit: head.rows.length }] });
    this.ws.columns = head.widths.map((width, i) => ({ key: `c${i}`, width }));
    this.drawingFile = `${file}.drawing.xml`;
    this.drawing = fs.createWriteStream(this.drawingFile);
    this.drawing.write(DRAWING_OPEN);
    // Header rows stay open until their merges are made (a merge touches every cell it covers).
    const rows = head.rows.map((cells) => {
      const row = this.ws.addRow(cells.map((c) => c.value));
      row.font = { bold: true };
      return row;
    });
    for (const f of head.fills) {
      const cell = this.ws.getCell(f.row, f.col);
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(f.color) } };
      cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    }
    for (const m of head.merges) this.ws.mergeCells(m.top, m.left, m.bottom, m.right);
    for (const row of rows) row.commit();
    this.rowIndex = rows.length;

    const sheet = this.ws as unknown as { _writeLegacyData: () => void; _sheetRelsWriter: { addRelationship(r: object): string }; stream: { write(s: string): void } };
    const writeLegacy = sheet._writeLegacyData.bind(sheet);
    // <drawing> sits right before <legacyDrawing> in a worksheet part.
    sheet._writeLegacyData = () => {
      if (this.pictures > 0) {
        const rId = sheet._sheetRelsWriter.addRelationship({ Type: DRAWING_REL, Target: '../drawings/drawing1.xml' });
        sheet.stream.write(`<drawing r:id="${rId}"/>`);
      }
      writeLegacy();
    };
    const wbAny = this.wb as unknown as { addContentTypes: () => Promise<void>; _worksheets: unknown[]; sharedStrings: unknown; commentRefs: unknown; media: unknown[]; zip: { append(d: string, o: object): void } };
    wbAny.addContentTypes = () => {
      const model = {
        worksheets: wbAny._worksheets.filter(Boolean), sharedStrings: wbAny.sharedStrings, commentRefs: wbAny.commentRefs,
        media: wbAny.media, drawings: this.pictures > 0 ? [{ name: 'drawing1' }] : [],
      };
      wbAny.zip.append(new ContentTypesXform().toXml(model), { name: '[Content_Types].xml' });
      return Promise.resolve();
    };
  }

  /** Writes one row of typed cells (number formats kept) with its photos; `heightPt` for a row that holds photos. */
  addRow(cells: readonly GridCell[], photos: readonly PlacedPhoto[], heightPt?: number): void {
    const row = this.ws.addRow(cells.map((c) => c.value));
    cells.forEach((c, i) => {
      if (c.numFmt && c.value !== null) row.getCell(i + 1).numFmt = c.numFmt;
    });
    if (heightPt) row.height = heightPt;
    const r = this.rowIndex; // 0-based index of this row in the drawing
    for (const photo of photos) {
      const id = this.wb.addImage({ filename: photo.file, extension: photo.extension });
      const rel = `rId${this.imageRels.length + 1}`;
      this.imageRels.push(`<Relationship Id="${rel}" Type="${IMAGE_REL}" Target="../media/image${id}.${photo.extension}"/>`);
      this.pictures++;
      // One cell anchor: the photo keeps its size and aspect when columns or rows are resized.
      this.drawing.write(
        `<xdr:oneCellAnchor><xdr:from><xdr:col>${photo.col}</xdr:col><xdr:colOff>${photo.x * EMU_PER_PX}</xdr:colOff><xdr:row>${r}</xdr:row><xdr:rowOff>${photo.y * EMU_PER_PX}</xdr:rowOff></xdr:from>` +
          `<xdr:ext cx="${photo.width * EMU_PER_PX}" cy="${photo.height * EMU_PER_PX}"/>` +
          `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="${this.pictures + 1}" name="Picture ${this.pictures}"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>` +
          `<xdr:blipFill><a:blip r:embed="${rel}"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
          `<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${photo.width * EMU_PER_PX}" cy="${photo.height * EMU_PER_PX}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor>`,
      );
    }
    row.commit();
    this.rowIndex++;
  }

  /** Finishes the file; resolves once it is completely written. */
  async commit(): Promise<void> {
    this.drawing.end('</xdr:wsDr>');
    await new Promise<void>((resolve, reject) => {
      this.drawing.on('finish', () => resolve());
      this.drawing.on('error', reject);
    });
    const zip = (this.wb as unknown as { zip: { file(path: string, o: object): void; append(d: string, o: object): void } }).zip;
    if (this.pictures > 0) {
      zip.file(this.drawingFile, { name: 'xl/drawings/drawing1.xml' });
      zip.append(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${this.imageRels.join('')}</Relationships>`,
        { name: 'xl/drawings/_rels/drawing1.xml.rels' },
      );
    }
    this.ws.commit();
    await this.wb.commit();
    await fs.promises.rm(this.drawingFile, { force: true });
  }

  /** Abandons the file (a failed build). */
  async discard(): Promise<void> {
    this.drawing.destroy();
    await fs.promises.rm(this.drawingFile, { force: true });
    await fs.promises.rm(this.file, { force: true });
  }
}
