// Writes the resource PDFs to a folder so a person can look at them:
//   npx tsx infra/resources/write-resource-pdfs.ts <folder>
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildResourcePdfs } from './resource-pdfs';

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('Usage: tsx infra/resources/write-resource-pdfs.ts <folder>\n');
  process.exit(1);
}
const target = resolve(folder);
await mkdir(target, { recursive: true });
for (const pdf of await buildResourcePdfs()) {
  await writeFile(join(target, pdf.fileName), pdf.body);
  process.stdout.write(`${join(target, pdf.fileName)}  ${pdf.body.byteLength} bytes  (${pdf.objectKey})\n`);
}
