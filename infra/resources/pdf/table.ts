// Tables with wrapped cells for the flowing layout: rows never split, and a table that runs
// past the footer continues on the next page under a repeated header row.
import type { RGB } from 'pdf-lib';
import type { ResourceDocument, Text } from './resource-document';
import { lineHeightFor } from './resource-document';
import type { WrappedLine } from './text-wrap';
import { colors, type } from './theme';

export interface TableColumn {
  header: string;
  /** Share of the table width, relative to the other columns. */
  weight: number;
  align?: 'left' | 'center';
}

/** Cells left out at the end of a row are drawn empty (boxes to write in). */
export type TableRow = readonly Text[] | { cells: readonly Text[]; emphasis?: boolean; minHeight?: number };

export interface TableOptions {
  size?: number;
  padding?: number;
  minRowHeight?: number;
  firstColumnBold?: boolean;
  spaceAfter?: number;
}

interface LaidOutRow {
  cells: WrappedLine[][];
  height: number;
  emphasis: boolean;
}

export function drawTable(doc: ResourceDocument, columns: readonly TableColumn[], rows: readonly TableRow[], options: TableOptions = {}): void {
  const size = options.size ?? type.small;
  const padding = options.padding ?? 5;
  const lineHeight = lineHeightFor(size);
  const totalWeight = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (c.weight / totalWeight) * doc.contentWidth);

  const layout = (cells: readonly Text[], bold: (i: number) => boolean, color = colors.ink): LaidOutRow['cells'] =>
    cells.map((cell, i) => doc.wrap(cell, (widths[i] ?? 0) - 2 * padding, { size, bold: bold(i), color }));
  const fitHeight = (cells: WrappedLine[][]) => 2 * padding + Math.max(1, ...cells.map((c) => c.length)) * lineHeight;
  const heightOf = (cells: WrappedLine[][], minHeight = 0) => Math.max(minHeight, options.minRowHeight ?? 0, fitHeight(cells));

  const headerCells = layout(
    columns.map((c) => c.header),
    () => true,
    colors.white,
  );
  const header: LaidOutRow = { cells: headerCells, height: fitHeight(headerCells), emphasis: false };
  const body: LaidOutRow[] = rows.map((row) => {
    const { cells, emphasis = false, minHeight = 0 } = 'cells' in row ? row : { cells: row };
    const padded = columns.map((_, i) => cells[i] ?? '');
    const laid = layout(padded, (i) => emphasis || (i === 0 && Boolean(options.firstColumnBold)));
    return { cells: laid, height: heightOf(laid, minHeight), emphasis };
  });

  const drawRow = (row: LaidOutRow, fill: RGB, border: RGB) => {
    let x = doc.left;
    row.cells.forEach((lines, i) => {
      const width = widths[i] ?? 0;
      const y = doc.y - row.height;
      doc.page.drawRectangle({ x, y, width, height: row.height, color: fill, borderColor: border, borderWidth: 0.6 });
      const blockTop = doc.y - (row.height - lines.length * lineHeight) / 2;
      lines.forEach((line, l) => {
        const offset = columns[i]?.align === 'center' ? (width - line.width) / 2 : padding;
        doc.drawLinesAt([line], x + offset, blockTop - l * lineHeight, lineHeight);
      });
      x += width;
    });
    doc.y -= row.height;
  };
  const drawHeaderRow = () => drawRow(header, colors.plum700, colors.plum700);

  doc.ensure(header.height + (body[0]?.height ?? 0));
  drawHeaderRow();
  body.forEach((row, i) => {
    if (doc.y - row.height < doc.bottom) {
      doc.addPage();
      drawHeaderRow();
    }
    const fill = row.emphasis ? colors.plum100 : i % 2 === 1 ? colors.plum50 : colors.white;
    drawRow(row, fill, colors.plum200);
  });
  doc.y -= options.spaceAfter ?? 12;
}
