/**
 * English left on a Nepali screen (issue #32): the visible text of the header and the main
 * content, with every run of Latin letters that is not allowed. Allowed are the names a screen
 * shows from its data (a campus, a program, a typed name: the journey passes them, read from the
 * database or typed by itself) and the few words that are the same in every language
 * (ALLOWED_WORDS). Text marked as another language (`lang="en"`, the switcher's "English") is
 * meant to be read in it, and is left out.
 */
import type { Page } from 'playwright-core';

/**
 * Words kept in Latin letters on a Nepali screen, each for its reason: the system's name, and
 * the spec's code for a group of students that has no established Nepali name.
 */
export const ALLOWED_WORDS: readonly string[] = ['HEMIS', 'EDG'];

/** An email address reads the same in every language. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

const LATIN_RUN = /[A-Za-z]+/g;

/** Each visible text of the header and main content, with the region it is in; a string, run in the page. */
const VISIBLE_TEXTS = `(() => {
  const texts = [];
  for (const region of document.querySelectorAll('header, main')) {
    const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const language = element.closest('[lang]');
      if (language && language.lang !== document.documentElement.lang) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // A screen reader's copy (1px, clipped) is not read on the screen.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      texts.push({ region: region.tagName.toLowerCase(), text });
    }
  }
  return texts;
})()`;

/** What is left of `text` once the allowed names, emails and words are taken out: its runs of Latin letters. */
export function latinLeftIn(text: string, allowedNames: readonly string[]): string[] {
  let rest = text.replace(EMAIL, ' ');
  // A name cut short on screen ("Bachelor of Enrol…") is that name: its head is taken out as the name is.
  rest = rest.replace(/([^…]+)…/g, (cut, head: string) =>
    allowedNames.some((name) => name.startsWith(head.trim())) ? ' ' : cut,
  );
  // Longest first, so a program's name goes before a shorter name inside it.
  for (const name of [...allowedNames].sort((a, b) => b.length - a.length)) {
    if (name.trim()) rest = rest.split(name).join(' ');
  }
  return (rest.match(LATIN_RUN) ?? []).filter((run) => !ALLOWED_WORDS.includes(run));
}

/**
 * The header's and main content's visible texts that still hold Latin letters beyond
 * `allowedNames` and ALLOWED_WORDS, each as "region: text [runs]"; none on a screen said in full.
 */
export async function untranslatedTexts(page: Page, allowedNames: readonly string[]): Promise<string[]> {
  const texts = (await page.evaluate(VISIBLE_TEXTS)) as { region: string; text: string }[];
  return texts.flatMap(({ region, text }) => {
    const left = latinLeftIn(text, allowedNames);
    return left.length > 0 ? [`${region}: "${text}" [${left.join(', ')}]`] : [];
  });
}
