import fs from 'node:fs';
import ExcelJS from 'exceljs';
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

export type CellValue = string | number | Date | null;

export interface ImageColumn {
  header: string;
  /** width in characters */
  width: number;
}

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

  constructor(private readonly file: string, columns: ImageColumn[]) {
    this.wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
    this.ws = this.wb.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
    this.ws.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
    this.drawingFile = `${file}.drawing.xml`;
    this.drawing = fs.createWriteStream(this.drawingFile);
    this.drawing.write(DRAWING_OPEN);
    this.rowIndex = 1;
    this.ws.getRow(1).font = { bold: true };
    this.ws.getRow(1).commit();

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

  /** Writes one row; `images` go into the cells from column `imageCol` (0-based) on, one per cell. */
  addRow(values: CellValue[], images: { file: string; extension: 'jpeg' | 'png' }[], imageCol: number, heightPt?: number): void {
    const row = this.ws.addRow(values);
    if (heightPt) row.height = heightPt;
    const r = this.rowIndex; // 0-based index of this row in the drawing
    images.forEach((img, i) => {
      const id = this.wb.addImage({ filename: img.file, extension: img.extension });
      const rel = `rId${this.imageRels.length + 1}`;
      this.imageRels.push(`<Relationship Id="${rel}" Type="${IMAGE_REL}" Target="../media/image${id}.${img.extension}"/>`);
      this.pictures++;
      const c = imageCol + i;
      this.drawing.write(
        `<xdr:twoCellAnchor editAs="oneCell"><xdr:from><xdr:col>${c}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${r}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>` +
          `<xdr:to><xdr:col>${c + 1}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${r + 1}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to>` +
          `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="${this.pictures + 1}" name="Picture ${this.pictures}"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>` +
          `<xdr:blipFill><a:blip r:embed="${rel}"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
          `<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:twoCellAnchor>`,
      );
    });
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
