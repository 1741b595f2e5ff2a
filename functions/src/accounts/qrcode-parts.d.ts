// The two parts of qrcode that draw an SVG (accounts/totp.ts), typed from @types/qrcode.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}

declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeToStringOptionsOther } from 'qrcode';
  export function render(qrData: QRCode, options?: QRCodeToStringOptionsOther): string;
}
