/**
 * The text of a PDF as a reader's software extracts it (pdf.js, the engine of Firefox's
 * viewer): each page's text items in order, joined. Tests read printed documents with it.
 */
import { execFile } from 'node:child_process';
import { Writable } from 'node:stream';
import type supertest from 'supertest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A request whose answer (a PDF) is kept as bytes in `body`, not parsed. */
export function asBytes(request: supertest.Test): supertest.Test {
  return request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** Ends a document drawn in the test and answers its bytes. */
export async function finishedPdf(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const done = new Promise((resolve) =>
    doc
      .pipe(new Writable({ write: (chunk: Buffer, _encoding, next) => (chunks.push(chunk), next()) }))
      .on('finish', resolve),
  );
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}

/**
 * The text of a PDF as poppler's pdftotext copies it. It reads the ActualText the PDF layer
 * gives shaped Devanagari, so Nepali words come out in their spoken order, where pdf.js gives
 * the glyphs in their printed order (the i-sign before the letter it follows).
 */
export function pdfCopiedText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-enc', 'UTF-8', '-', '-'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(Buffer.from(bytes));
  });
}

/** Each page's width and height in points, as a viewer lays it out. */
export async function pdfPageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const sizes = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
    sizes.push({ width: Math.round(width), height: Math.round(height) });
  }
  await pdf.destroy();
  return sizes;
}
