import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { courseIdLabels, courseIds } from '@herway/shared/catalog/course';
import { formatBytes } from '@herway/shared/format';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { useUploadContent } from '../api/upload-content';
import { ACCEPTED_EXTENSIONS, suggestedFileName, validateUpload } from '../lib/upload';

const emptyValues = { fileName: '', courseId: '', description: '' };

/**
 * The upload form (SPEC §4, §5): a file, its display name, the course it belongs to and an
 * optional description. While it runs, the step ('Getting upload URL...', 'Uploading file...'
 * with the real progress, 'Registering content...'); once registered, `onDone` (the page closes
 * and so resets the form).
 */
export function UploadForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState(emptyValues);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const statusId = useId();
  const { upload, isUploading, statusText, step, progress } = useUploadContent({
    onUploaded: () => {
      setFile(null);
      setValues(emptyValues);
      if (fileInput.current) fileInput.current.value = '';
      onDone();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateUpload({ file, ...values });
    if (!result.ok) {
      setProblem(result.message);
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
      return;
    }
    setProblem(null);
    upload(result.upload);
  };

  const set = (field: keyof typeof emptyValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-describedby={problem ? problemId : undefined} aria-busy={isUploading}>
      <FormField label="File" description={`Accepted: ${ACCEPTED_EXTENSIONS.replaceAll(',', ', ')}`}>
        {(field) => (
          <input
            {...field}
            ref={fileInput}
            type="file"
            name="file"
            accept={ACCEPTED_EXTENSIONS}
            disabled={isUploading}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              setFile(picked);
              if (picked && !values.fileName.trim()) set('fileName')(suggestedFileName(picked));
            }}
            className="block w-full rounded-xl border border-plum-400 bg-white p-2 text-sm text-ink file:mr-4 file:rounded-full file:border-0 file:bg-plum-100 file:px-4 file:py-2 file:font-semibold file:text-plum-800 hover:file:bg-plum-200 disabled:opacity-60"
          />
        )}
      </FormField>
      {file ? (
        <p className="-mt-3 text-sm text-muted">
          Selected: <span className="font-medium text-ink">{file.name}</span> ({formatBytes(file.size)})
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="File name">
          {(field) => (
            <Input {...field} name="fileName" value={values.fileName} onChange={(event) => set('fileName')(event.target.value)} disabled={isUploading} />
          )}
        </FormField>
        <FormField label="Course">
          {(field) => (
            <Select {...field} name="courseId" value={values.courseId} onChange={(event) => set('courseId')(event.target.value)} disabled={isUploading}>
              <option value="">Select a course</option>
              {courseIds.map((courseId) => (
                <option key={courseId} value={courseId}>
                  {courseIdLabels[courseId]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <FormField label="Description" optional>
        {(field) => (
          <Textarea
            {...field}
            name="description"
            rows={3}
            maxLength={1000}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            disabled={isUploading}
          />
        )}
      </FormField>

      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      ) : null}

      <div id={statusId} role="status" aria-live="polite" className="grid gap-2">
        {statusText ? <p className="text-sm font-medium text-plum-800">{statusText}</p> : null}
        {step === 'upload' ? <Progress value={progress} label="Upload progress" /> : null}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isUploading}>
          Cancel
        </Button>
        <Button type="submit" disabled={isUploading}>
          <Upload className="size-4" aria-hidden="true" />
          {isUploading ? 'Uploading...' : 'Upload Content'}
        </Button>
      </div>
    </form>
  );
}
