import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
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

type Values = typeof emptyValues;
type SetValue = (field: keyof Values) => (value: string) => void;

/**
 * The form's file, details and problem, and the upload: checked first (a problem is shown and
 * said in a toast), then run; once registered the form (the file input too) is emptied and
 * `onDone` called.
 */
function useUploadForm(onDone: () => void) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState(emptyValues);
  const [problem, setProblem] = useState<string | null>(null);
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

  const set: SetValue = (field) => (value) => setValues((current) => ({ ...current, [field]: value }));

  /** A picked file names itself unless a name was typed. */
  const pick = (picked: File | null) => {
    setFile(picked);
    if (picked && !values.fileName.trim()) set('fileName')(suggestedFileName(picked));
  };

  return { fileInput, file, values, problem, set, pick, onSubmit, isUploading, statusText, step, progress };
}

/** The file input, and what was picked. */
function FilePicker({
  inputRef,
  file,
  onPick,
  disabled,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  onPick: (file: File | null) => void;
  disabled: boolean;
}) {
  return (
    <>
      <FormField label="File" description={`Accepted: ${ACCEPTED_EXTENSIONS.replaceAll(',', ', ')}`}>
        {(field) => (
          <input
            {...field}
            ref={inputRef}
            type="file"
            name="file"
            accept={ACCEPTED_EXTENSIONS}
            disabled={disabled}
            onChange={(event) => onPick(event.target.files?.[0] ?? null)}
            className="block w-full rounded-xl border border-plum-400 bg-white p-2 text-sm text-ink file:mr-4 file:rounded-full file:border-0 file:bg-plum-100 file:px-4 file:py-2 file:font-semibold file:text-plum-800 hover:file:bg-plum-200 disabled:opacity-60"
          />
        )}
      </FormField>
      {file ? (
        <p className="-mt-3 text-sm text-muted">
          Selected: <span className="font-medium text-ink">{file.name}</span> ({formatBytes(file.size)})
        </p>
      ) : null}
    </>
  );
}

/** The display name, the course and the optional description. */
function DetailsFields({ values, set, disabled }: { values: Values; set: SetValue; disabled: boolean }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="File name">
          {(field) => (
            <Input {...field} name="fileName" value={values.fileName} onChange={(event) => set('fileName')(event.target.value)} disabled={disabled} />
          )}
        </FormField>
        <FormField label="Course">
          {(field) => (
            <Select {...field} name="courseId" value={values.courseId} onChange={(event) => set('courseId')(event.target.value)} disabled={disabled}>
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
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}

/**
 * The upload form (docs/product-rules.md#forms-and-their-messages): a file, its display name, the course it belongs to and an
 * optional description. While it runs, the step ('Getting upload URL...', 'Uploading file...'
 * with the real progress, 'Registering content...'); once registered, `onDone` (the page closes
 * and so resets the form).
 */
export function UploadForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const problemId = useId();
  const statusId = useId();
  const { fileInput, file, values, problem, set, pick, onSubmit, isUploading, statusText, step, progress } = useUploadForm(onDone);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-describedby={problem ? problemId : undefined} aria-busy={isUploading}>
      <FilePicker inputRef={fileInput} file={file} onPick={pick} disabled={isUploading} />
      <DetailsFields values={values} set={set} disabled={isUploading} />

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
