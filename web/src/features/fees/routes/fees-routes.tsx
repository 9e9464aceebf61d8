/** Fees and receipts (api-contract 6 and 8.4), inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const FEES_ROUTES = [
  ...lazyRoutes(() => import('../components/fee-type-page.tsx'), {
    'receipt-management/fee-type': 'FeeTypePage',
  }),
  ...lazyRoutes(() => import('../components/fee-item-page.tsx'), {
    'receipt-management/general-fee-type': 'FeeItemPage',
  }),
  ...lazyRoutes(() => import('../components/receipt-form-pages.tsx'), {
    'receipt-management/students': 'ReceiptStudentsPage',
    'receipt-management/student-list': 'ReceiptStudentsPage',
    'receipt-management/student-list-enrolled': 'ReceiptStudentsPage',
    'receipt-management/receipt-form/:id': 'ReceiptFormPage',
    'receipt-management/student-list-others': 'OtherReceiptPage',
  }),
  ...lazyRoutes(() => import('../components/receipt-list-page.tsx'), {
    'receipt-management/receipt-list': 'ReceiptListPage',
  }),
  ...lazyRoutes(() => import('../components/collection-report-page.tsx'), {
    'receipt-management/collection-report': 'CollectionReportPage',
  }),
  ...lazyRoutes(() => import('../components/receipt-details-page.tsx'), {
    'receipt-management/receipt-details/:id': 'ReceiptDetailsPage',
    // ReceiptPdfExport: the graduation menu's path to the same receipt (api-contract 6).
    'graduation-management/receipt-details/:id': 'ReceiptDetailsPage',
  }),
];
