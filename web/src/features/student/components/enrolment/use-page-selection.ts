/**
 * Rows ticked in a paged list: kept while the user moves between pages, with a tick for
 * every selectable row of the page shown. Rows that cannot be chosen (a student upgraded
 * already) are left out of "all on this page".
 */
import { useCallback, useState } from 'react';

export function usePageSelection<Row>(
  pageRows: readonly Row[] | undefined,
  keyOf: (row: Row) => number,
  selectable: (row: Row) => boolean = () => true,
) {
  const [selected, setSelected] = useState<ReadonlyMap<number, Row>>(new Map());
  const candidates = (pageRows ?? []).filter(selectable);
  const chosenOnPage = candidates.filter((row) => selected.has(keyOf(row))).length;
  const allOnPage = candidates.length > 0 && chosenOnPage === candidates.length;

  const toggle = (row: Row) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(keyOf(row))) next.delete(keyOf(row));
      else if (selectable(row)) next.set(keyOf(row), row);
      return next;
    });

  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of candidates) {
        if (allOnPage) next.delete(keyOf(row));
        else next.set(keyOf(row), row);
      }
      return next;
    });

  const clear = useCallback(() => setSelected(new Map()), []);

  return {
    selected,
    isSelected: (row: Row) => selected.has(keyOf(row)),
    selectable,
    toggle,
    togglePage,
    clear,
    allOnPage,
    someOnPage: chosenOnPage > 0,
    /** Nothing on the page can be ticked. */
    noneSelectable: candidates.length === 0,
  };
}

export type PageSelection<Row> = ReturnType<typeof usePageSelection<Row>>;
