/**
 * The certificate's pages: blocks are placed one under the other and move to a new A4 page when
 * they do not fit, never split. When every block is placed, each page gets its header and footer
 * ("Page n of m" needs the count, so they come last).
 */
import { PageSizes, type PDFDocument, type PDFPage } from "pdf-lib";
import type { DocumentFonts } from "../stamp/document-fonts";
import type { Block } from "./blocks";

export interface PageMargins {
  top: number;
  bottom: number;
  horizontal: number;
}

export class PageFlow {
  readonly pages: PDFPage[] = [];
  private top = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: DocumentFonts,
    private readonly margins: PageMargins,
    /** Arabic and Hebrew certificates: columns mirrored, lines starting at the right (blocks.ts). */
    private readonly rightToLeft: boolean,
  ) {
    this.newPage();
  }

  get contentWidth(): number {
    return PageSizes.A4[0] - 2 * this.margins.horizontal;
  }

  /**
   * Places a block where the last one ended, or at the top of a new page when it does not fit
   * there together with `keepAhead` points of what follows (a heading stays with its first entry).
   */
  async place(block: Block, keepAhead = 0): Promise<void> {
    const bottom = PageSizes.A4[1] - this.margins.bottom;
    if (this.top + block.height + keepAhead > bottom && this.top > this.margins.top) this.newPage();
    await block.draw({ page: this.current, fonts: this.fonts, rightToLeft: this.rightToLeft }, this.margins.horizontal, this.top);
    this.top += block.height;
  }

  /** Empty space after the last block; at the end of a page it is simply dropped. */
  gap(points: number): void {
    this.top += points;
  }

  /** Draws the header at `top` and the footer ending at `bottom` on every page. */
  async decorate(at: { top: number; bottom: number }, parts: (pageNumber: number, pageCount: number) => { header: Block; footer: Block }): Promise<void> {
    for (const [index, page] of this.pages.entries()) {
      const { header, footer } = parts(index + 1, this.pages.length);
      const target = { page, fonts: this.fonts, rightToLeft: this.rightToLeft };
      await header.draw(target, this.margins.horizontal, at.top);
      await footer.draw(target, this.margins.horizontal, page.getHeight() - at.bottom - footer.height);
    }
  }

  private get current(): PDFPage {
    return this.pages.at(-1)!;
  }

  private newPage(): void {
    this.pages.push(this.doc.addPage(PageSizes.A4));
    this.top = this.margins.top;
  }
}
