import type { VietnameseBank } from '@contract/payments/local-bank.schema';

/*
 * The Vietnamese banks of the bank-transfer and bank-QR screens, as the public VietQR
 * bank list has them: real names, codes, NAPAS BINs and SWIFT codes.
 */

type Row = [id: number, code: string, bin: string, shortName: string, name: string, swift: string | null];

const ROWS: readonly Row[] = [
  [17, 'VCB', '970436', 'Vietcombank', 'Ngân hàng TMCP Ngoại Thương Việt Nam', 'BFTVVNVX'],
  [4, 'BIDV', '970418', 'BIDV', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', 'BIDVVNVX'],
  [3, 'ICB', '970415', 'VietinBank', 'Ngân hàng TMCP Công thương Việt Nam', 'ICBVVNVX'],
  [42, 'VBA', '970405', 'Agribank', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', 'VBAAVNVX'],
  [21, 'MB', '970422', 'MBBank', 'Ngân hàng TMCP Quân đội', 'MSCBVNVX'],
  [38, 'TCB', '970407', 'Techcombank', 'Ngân hàng TMCP Kỹ thương Việt Nam', 'VTCBVNVX'],
  [43, 'ACB', '970416', 'ACB', 'Ngân hàng TMCP Á Châu', 'ASCBVNVX'],
  [2, 'VPB', '970432', 'VPBank', 'Ngân hàng TMCP Việt Nam Thịnh Vượng', 'VPBKVNVX'],
  [26, 'TPB', '970423', 'TPBank', 'Ngân hàng TMCP Tiên Phong', 'TPBVVNVX'],
  [36, 'STB', '970403', 'Sacombank', 'Ngân hàng TMCP Sài Gòn Thương Tín', 'SGTTVNVX'],
  [12, 'HDB', '970437', 'HDBank', 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh', 'HDBCVNVX'],
  [39, 'VIB', '970441', 'VIB', 'Ngân hàng TMCP Quốc tế Việt Nam', 'VNIBVNVX'],
  [34, 'SHB', '970443', 'SHB', 'Ngân hàng TMCP Sài Gòn - Hà Nội', 'SHBAVNVX'],
  [7, 'EIB', '970431', 'Eximbank', 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam', 'EBVIVNVX'],
  [9, 'MSB', '970426', 'MSB', 'Ngân hàng TMCP Hàng Hải Việt Nam', 'MCOBVNVX'],
  [32, 'OCB', '970448', 'OCB', 'Ngân hàng TMCP Phương Đông', 'ORCOVNVX'],
  [24, 'SEAB', '970440', 'SeABank', 'Ngân hàng TMCP Đông Nam Á', 'SEAVVNVX'],
  [48, 'LPB', '970449', 'LPBank', 'Ngân hàng TMCP Lộc Phát Việt Nam', 'LVBKVNVX'],
];

export const LOCAL_BANKS: readonly VietnameseBank[] = ROWS.map(([id, code, bin, shortName, name, swift]) => ({
  id,
  name,
  code,
  bin,
  shortName,
  logo: `https://api.vietqr.io/img/${code}.png`,
  transferSupported: 1,
  lookupSupported: 1,
  support: 3,
  isTransfer: 1,
  swift_code: swift,
}));

export const findBankByBin = (bin: string): VietnameseBank | undefined => LOCAL_BANKS.find((bank) => bank.bin === bin);
