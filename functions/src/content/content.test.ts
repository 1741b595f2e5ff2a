import { describe, expect, it } from 'vitest';
import { contentObjectKey, downloadFileName, extensionForMime, safeFileName, sortCourseMaterials, uploadProblem, uploadProblems } from './content';
import type { DeclaredUpload, SignedUpload } from './content';

const PDF = 'application/pdf';

describe('safeFileName', () => {
  it('keeps a plain name and its extension', () => {
    expect(safeFileName('module-1_intro.pdf', PDF)).toBe('module-1_intro.pdf');
    expect(safeFileName('Highlights.MOV', 'video/quicktime')).toBe('Highlights.mov');
  });

  it('turns spaces and punctuation into dashes and folds accents', () => {
    expect(safeFileName('Módulo 1 — Recruiting (final) v2.pdf', PDF)).toBe('Modulo-1-Recruiting-final-v2.pdf');
    expect(safeFileName('a   "quoted";\r\nname.pdf', PDF)).toBe('a-quoted-name.pdf');
  });

  it('keeps only the last path segment, so no traversal reaches the key', () => {
    expect(safeFileName('../../etc/passwd.pdf', PDF)).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\coach\\notes.pdf', PDF)).toBe('notes.pdf');
    expect(safeFileName('..', PDF)).toBe('file.pdf');
    expect(safeFileName('.hidden.pdf', PDF)).toBe('hidden.pdf');
  });

  it('always ends in the extension of the MIME type', () => {
    expect(safeFileName('Module 1 Slides', PDF)).toBe('Module-1-Slides.pdf');
    expect(safeFileName('notes.txt', PDF)).toBe('notes.txt.pdf');
    expect(safeFileName('report.doc', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('report.doc.docx');
    expect(safeFileName('', 'video/mp4')).toBe('file.mp4');
    expect(safeFileName('日本語.pdf', PDF)).toBe('file.pdf');
  });

  it('caps the stem at 100 characters', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`, PDF);
    expect(name).toBe(`${'a'.repeat(100)}.pdf`);
  });

  it('maps every accepted MIME type to its extension', () => {
    expect(extensionForMime('video/x-msvideo')).toBe('.avi');
    expect(extensionForMime('application/msword')).toBe('.doc');
    expect(extensionForMime('text/html')).toBeUndefined();
  });
});

describe('contentObjectKey', () => {
  it('is content/<courseId>/<assetId>/<safe name>', () => {
    expect(contentObjectKey('course_packet', 'a1b2', 'My Module 1.pdf', PDF)).toBe('content/course_packet/a1b2/My-Module-1.pdf');
    expect(contentObjectKey('bonus_content', 'x', '../../../other/key', 'video/mp4')).toBe('content/bonus_content/x/key.mp4');
  });

  it('gives the download its file name from the key', () => {
    expect(downloadFileName('content/course_packet/a1b2/My-Module-1.pdf')).toBe('My-Module-1.pdf');
  });
});

describe('uploadProblem', () => {
  const signed: SignedUpload = { storagePath: 'content/course_packet/a/m.pdf', courseId: 'course_packet', mimeType: PDF, fileSize: 1000 };
  const declared: DeclaredUpload = { storagePath: signed.storagePath, courseId: 'course_packet', mimeType: PDF, contentType: 'pdf', fileSize: 1000 };
  const stored = { contentType: PDF, contentLength: 1000 };

  it('accepts exactly what was signed', () => {
    expect(uploadProblem(signed, declared, stored)).toBeUndefined();
    expect(
      uploadProblem({ ...signed, fileSize: undefined }, declared, { contentType: 'application/pdf; charset=binary', contentLength: 1000 }),
    ).toBeUndefined();
  });

  it('refuses another key or course than the one signed', () => {
    expect(uploadProblem(signed, { ...declared, storagePath: 'content/course_packet/b/m.pdf' }, stored)).toBe(uploadProblems.notSigned);
    expect(uploadProblem(signed, { ...declared, courseId: 'bonus_content' }, stored)).toBe(uploadProblems.notSigned);
  });

  it('refuses a missing object', () => {
    expect(uploadProblem(signed, declared, undefined)).toBe('The upload was not found');
  });

  it('refuses a type that differs from the signed one, declared or stored', () => {
    expect(uploadProblem(signed, { ...declared, mimeType: 'video/mp4', contentType: 'video' }, stored)).toBe("The uploaded file's type does not match");
    expect(uploadProblem(signed, { ...declared, contentType: 'document' }, stored)).toBe(uploadProblems.wrongType);
    expect(uploadProblem(signed, declared, { ...stored, contentType: 'text/html' })).toBe(uploadProblems.wrongType);
    expect(uploadProblem(signed, declared, { ...stored, contentType: undefined })).toBe(uploadProblems.wrongType);
  });

  it('refuses a size that differs from the declared or the signed one, or over 2 GB', () => {
    expect(uploadProblem(signed, declared, { ...stored, contentLength: 999 })).toBe("The uploaded file's size does not match");
    expect(uploadProblem(signed, { ...declared, fileSize: 2000 }, { ...stored, contentLength: 2000 })).toBe(uploadProblems.wrongSize);
    const huge = 2 * 1024 ** 3 + 1;
    expect(uploadProblem({ ...signed, fileSize: undefined }, { ...declared, fileSize: huge }, { ...stored, contentLength: huge })).toBe(
      uploadProblems.tooLarge,
    );
  });
});

describe('course materials', () => {
  it('orders materials by course, then oldest first', () => {
    const material = (assetId: string, courseId: 'course_packet' | 'bonus_content', createdAt: string) => ({ assetId, courseId, createdAt });
    const sorted = sortCourseMaterials([
      material('c', 'bonus_content', '2026-01-01T00:00:00.000Z'),
      material('b', 'course_packet', '2026-02-01T00:00:00.000Z'),
      material('a', 'course_packet', '2026-01-01T00:00:00.000Z'),
    ]);
    expect(sorted.map((m) => m.assetId)).toEqual(['a', 'b', 'c']);
  });
});
