/** GET Voucher/:id/pdf: the printed voucher, shown in the app's PDF preview with its Download. */
export const voucherPdfPath = (id: number) => `Voucher/${id}/pdf`;

export const voucherPdfName = (voucher: { id: number; voucherNumber: string | null }) =>
  `voucher-${voucher.voucherNumber ?? `draft-${voucher.id}`}.pdf`;
