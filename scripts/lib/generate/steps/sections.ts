/** Step "student sections": sections A and B on every campus that has none (and C on constituent campuses). */
import { insertRows, type SqlValue } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadCampuses, loadSections } from '../world.ts';

export const sectionsStep: GenerateStep = {
  name: 'student sections',
  async run({ client }) {
    const campuses = await loadCampuses(client);
    const sections = await loadSections(client);
    const now = new Date();
    const rows: SqlValue[][] = [];
    for (const campus of campuses) {
      if (sections.has(campus.id)) continue;
      const symbols = campus.campusType === 'constituent' ? ['A', 'B', 'C'] : ['A', 'B'];
      for (const symbol of symbols) rows.push([campus.id, symbol, now]);
    }
    await insertRows(client, 'SectionForStudent', ['campusId', 'sectionSymbol', 'updatedAt'], rows);
    return `${count(rows.length)} sections added`;
  },
};
