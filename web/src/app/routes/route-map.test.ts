import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PENDING_ROUTES, PLACEHOLDER_ROUTES } from './pending-routes.ts';
import { routes } from './route-map.tsx';

function pathsOf(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((node) => [...(node.path ? [node.path.toLowerCase()] : []), ...pathsOf(node.children ?? [])]);
}

describe('the route map (api-contract 6)', () => {
  const routed = pathsOf(routes);

  it('routes the screens the built modules own, none of them still pending', () => {
    const built = [
      'academic-info/:id',
      'enrollment/:id',
      'character-application',
      'student-management/graduationtable-setups',
      'graduation-management/graduationform',
      'graduationform',
      'addsection',
      'receipt-management/fee-type',
      'receipt-management/student-list-others',
      'receipt-management/receipt-form/:id',
      'graduation-management/receipt-details/:id',
      'infrastructure-management/land-management',
      'infrastructure-management/building-management',
      'infrastructure-management/lab-management',
      'infrastructure-management/hostel-management',
      'infrastructure-management/facility-register',
      'infrastructure-management/library-management',
      'infrastructure-management/equipment-management',
      'infrastructure-management/summary',
      'research',
      'public-finance/home',
      'public-finance/finance-head',
      'public-finance/income-expense',
      'other-setup/income-expense-head',
      'other-setup/income-expenditure-entry',
      'other-setup/incomeexpensehead',
      'other-setup/incomeexpense',
      'fact-sheet',
      'fact-sheet-list',
      'fact-sheet-campus/:id',
      'public/fact-sheet/:campusid',
      'accrediation/add-campus-for-accreditation',
      'accrediation/total-qaa-hei-province-report',
      'accrediation/renew-accreditation',
      'accrediation/campus-list',
      'accrediation/accreditation-list',
      'accrediation/total-qaa-hei-campus-report',
      'accrediation/accreditation-expiry-campus-report',
      'accrediation/campus/:campusid',
      'accrediation/my-campus',
      'annual-returns',
      'annual-returns/api-keys',
      'annual-returns/:id/progress',
      'annual-returns/:id/campus/:campusid',
    ];
    const pending = new Set([...PENDING_ROUTES, ...PLACEHOLDER_ROUTES].map((path) => path.toLowerCase()));
    for (const path of built) {
      expect(routed.filter((candidate) => candidate === path)).toHaveLength(1);
      expect(pending.has(path)).toBe(false);
    }
  });

  it('opens the reset page under the three spellings of the emailed links', () => {
    for (const path of ['reset-password', 'forget-password', 'reset-passwordEmployee']) {
      expect(routed).toContain(`${path.toLowerCase()}/:email/:token`);
    }
  });
});
