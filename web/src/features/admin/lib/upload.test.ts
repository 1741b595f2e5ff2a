import { describe, expect, it } from 'vitest';
import { ACCEPTED_EXTENSIONS, MISSING_UPLOAD_FIELDS, UNSUPPORTED_FILE, suggestedFileName, uploadMimeType, validateUpload } from './upload';

const pdf = () => new File(['%PDF-1.4'], 'Module 1.pdf', { type: 'application/pdf' });

describe('validateUpload', () => {
  it('needs a file, a file name and a course', () => {
    const complete = { file: pdf(), fileName: 'Module 1', courseId: 'course_packet', description: '' };
    expect(validateUpload({ ...complete, file: null })).toEqual({ ok: false, message: MISSING_UPLOAD_FIELDS });
    expect(validateUpload({ ...complete, fileName: '   ' })).toEqual({ ok: false, message: MISSING_UPLOAD_FIELDS });
    expect(validateUpload({ ...complete, courseId: '' })).toEqual({ ok: false, message: MISSING_UPLOAD_FIELDS });
    expect(validateUpload({ ...complete, courseId: 'not_a_course' })).toEqual({ ok: false, message: MISSING_UPLOAD_FIELDS });
    expect(MISSING_UPLOAD_FIELDS).toBe('Please fill in all required fields and select a file');
  });

  it('accepts a complete form, trims it, and leaves out an empty description', () => {
    const result = validateUpload({ file: pdf(), fileName: ' Module 1 ', courseId: 'bonus_content', description: '  ' });
    expect(result).toMatchObject({ ok: true, upload: { fileName: 'Module 1', courseId: 'bonus_content', mimeType: 'application/pdf', contentType: 'pdf' } });
    expect(result.ok && 'description' in result.upload).toBe(false);
  });

  it('refuses a file type uploads do not accept', () => {
    const exe = new File(['x'], 'setup.exe', { type: 'application/x-msdownload' });
    expect(validateUpload({ file: exe, fileName: 'Setup', courseId: 'course_packet', description: '' })).toEqual({ ok: false, message: UNSUPPORTED_FILE });
  });
});

describe('content type inference', () => {
  it.each([
    ['clip.mp4', 'video/mp4', 'video'],
    ['clip.mov', 'video/quicktime', 'video'],
    ['clip.avi', 'video/x-msvideo', 'video'],
    ['notes.pdf', 'application/pdf', 'pdf'],
    ['notes.doc', 'application/msword', 'document'],
    ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
  ])('%s (%s) is a %s', (name, type, contentType) => {
    const result = validateUpload({ file: new File(['x'], name, { type }), fileName: 'x', courseId: 'course_packet', description: '' });
    expect(result).toMatchObject({ ok: true, upload: { mimeType: type, contentType } });
  });

  it('takes the MIME type from the extension when the browser sends none or another name for it', () => {
    expect(uploadMimeType({ name: 'Guide.DOCX', type: '' })).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(uploadMimeType({ name: 'clip.avi', type: 'video/avi' })).toBe('video/x-msvideo');
    expect(uploadMimeType({ name: 'photo.png', type: 'image/png' })).toBeUndefined();
  });

  it('offers the accepted extensions to the file picker, and the name without extension as the file name', () => {
    expect(ACCEPTED_EXTENSIONS).toBe('.pdf,.mp4,.mov,.avi,.doc,.docx');
    expect(suggestedFileName({ name: 'Module 1 Slides.pdf' })).toBe('Module 1 Slides');
  });
});
