// Writes the free resource PDFs (infra/resources) under their object keys, ready to be copied to
// the content bucket:  tsx infra/lib/write-resource-objects.ts <folder>
// Run by the CDK app's local bundling of the resources asset (infra/constructs/seed.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildResourcePdfs } from '../resources/resource-pdfs';

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('Usage: tsx infra/lib/write-resource-objects.ts <folder>\n');
  process.exit(2);
}
for (const pdf of await buildResourcePdfs()) {
  const file = path.join(folder, pdf.objectKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf.body);
}
