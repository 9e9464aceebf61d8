/**
 * A student's period in the interface's language: "Second semester" / "दोस्रो सेमेस्टर", or a
 * bare ordinal where no program says which (the Semester/Year filter without a program).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SEMESTERS, type Semester } from '@hemis/contracts';
import type { PeriodName } from './student-period.ts';

// Every year's name is a semester's name too (First to Fourth).
const isOrdinal = (name: string): name is Semester => (SEMESTERS as readonly string[]).includes(name);

export function usePeriodWords(): (name: string, unit: PeriodName['unit'] | undefined) => string {
  const { t } = useTranslation('enrolment');
  return useCallback(
    (name, unit) => {
      const ordinal = isOrdinal(name) ? t(`ordinals.${name}`) : name;
      return unit ? t(`period.${unit}`, { name: ordinal }) : ordinal;
    },
    [t],
  );
}
