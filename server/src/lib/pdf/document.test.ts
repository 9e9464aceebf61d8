import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pngBytes } from '../../../../tests/support/png.ts';
import { finishedPdf as finished, pdfText } from '../../../../tests/support/pdf-text.ts';
import { amountInFiguresAndWords, createPdf, image, write } from './document.ts';

/** The pictures a page paints, as a viewer decodes them: name, size and RGB(A) bytes. */
async function paintedImages(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const page = await pdf.getPage(1);
  const operators = await page.getOperatorList();
  const names = operators.fnArray.flatMap((fn, index) =>
    fn === OPS.paintImageXObject ? [operators.argsArray[index]![0] as string] : [],
  );
  const images = [];
  for (const name of names) {
    const decoded = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) =>
      page.objs.get(name, resolve),
    );
    images.push({ name, width: decoded.width, height: decoded.height, data: decoded.data });
  }
  await pdf.destroy();
  return images;
}

const colourAt = (x: number, y: number) => [(x * 40) % 256, (y * 60) % 256, (x * y * 7) % 256];

describe('the PDF layer’s images', () => {
  it('prints an RGB photo pixel for pixel as its own compressed data', async () => {
    const doc = createPdf({ layout: 'A4', title: 'photo' });
    image(doc, pngBytes(6, 4, colourAt), 50, 50, { width: 60 });
    const [painted] = await paintedImages(await finished(doc));
    expect(painted).toMatchObject({ width: 6, height: 4 });
    for (const [x, y] of [
      [0, 0],
      [5, 0],
      [2, 3],
      [5, 3],
    ] as const) {
      const at = (y * 6 + x) * 3;
      expect([...painted!.data.slice(at, at + 3)]).toEqual(colourAt(x, y));
    }
  });

  it('leaves a photo with transparency to pdfkit, which still prints it', async () => {
    const doc = createPdf({ layout: 'A4', title: 'transparent' });
    image(
      doc,
      pngBytes(5, 5, (x, y) => [...colourAt(x, y), 128]),
      50,
      50,
      { width: 60 },
    );
    const [painted] = await paintedImages(await finished(doc));
    expect(painted).toMatchObject({ width: 5, height: 5 });
  });

  it('embeds a picture drawn many times in one document once', async () => {
    const logo = pngBytes(8, 8, colourAt);
    const doc = createPdf({ layout: 'A4', title: 'logos' });
    for (let row = 0; row < 5; row += 1) image(doc, logo, 50, 50 + row * 70, { width: 60 });
    const painted = await paintedImages(await finished(doc));
    expect(painted).toHaveLength(5);
    expect(new Set(painted.map((picture) => picture.name)).size).toBe(1);
  });
});

describe('the PDF layer’s amounts', () => {
  it('prints an amount in figures and in English and Nepali words, the Devanagari shaped as text', async () => {
    const doc = createPdf({ layout: 'A4', title: 'amount' });
    amountInFiguresAndWords(doc, 125_050.5);
    const [page] = await pdfText(await finished(doc));
    expect(page).toContain('Rs. 1,25,050.50');
    expect(page).toContain('Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paisa Only');
    const nepali = 'रुपैयाँ एक लाख पच्चीस हजार पचास र पचास पैसा मात्र';
    expect([...page!.slice(page!.indexOf('रुपैयाँ'), page!.indexOf('मात्र') + 'मात्र'.length)]).toEqual([...nepali]);
  });
});

/** The content streams of a PDF, inflated: what a page draws, operator by operator. */
function contentStreams(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(Buffer.from(text.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // Not a compressed stream (fonts are, images may not be): not content to read.
    }
  }
  return streams;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The ActualText strings of marked content: PDF literal strings holding UTF-16BE after its byte-order mark. */
function actualTexts(content: string): string[] {
  const found: string[] = [];
  for (const match of content.matchAll(/\/ActualText \(/g)) {
    let bytes = '';
    for (let at = match.index + match[0].length; content[at] !== ')'; at += 1) {
      if (content[at] !== '\\') {
        bytes += content[at];
        continue;
      }
      at += 1;
      const octal = /^[0-7]{1,3}/.exec(content.slice(at))?.[0];
      if (octal) {
        bytes += String.fromCharCode(parseInt(octal, 8));
        at += octal.length - 1;
      } else bytes += ESCAPES[content[at]!] ?? content[at];
    }
    found.push(Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le'));
  }
  return found;
}

describe('the PDF layer’s Devanagari text', () => {
  it('tells readers the spoken order of shaped Devanagari, whose glyphs print in another order', async () => {
    const doc = createPdf({ layout: 'A4', title: 'nepali' });
    write(doc, 'Name: विद्यार्थीको नाम', { x: 50, y: 50 });
    const pdf = await finished(doc);
    const marked = contentStreams(pdf).join('\n');
    expect(actualTexts(marked)).toContain('विद्यार्थीको नाम');
    // pdf.js reads glyphs in their printed order: the i-sign (U+093F) before the letter it follows.
    const [page] = await pdfText(pdf);
    expect(page).toContain('Name: ');
  });

  it('sets Nepali and English on one line on one baseline, as on a heading like रकम/Amount', async () => {
    const doc = createPdf({ layout: 'A4', title: 'baseline' });
    write(doc, 'रकम/Amount', { x: 50, y: 50, size: 9, bold: true });
    write(doc, 'विवरण', { x: 50, y: 100, size: 9 });
    const pdf = await getDocument({ data: await finished(doc), isEvalSupported: false }).promise;
    const items = (await (await pdf.getPage(1)).getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, baseline: item.transform[5] as number }] : [],
    );
    await pdf.destroy();
    const amount = items.find((item) => item.text.includes('Amount'))!;
    const nepali = items.find((item) => item.text.includes('/'))!;
    expect(nepali.baseline).toBeCloseTo(amount.baseline, 1);
    // A line of Nepali alone keeps its own font's line (its ascender is shorter than the Latin's).
    const alone = items.find((item) => item.baseline < amount.baseline - 20)!;
    expect(841.89 - alone.baseline - 100).toBeCloseTo((896 / 1000) * 9, 1);
  });
});
