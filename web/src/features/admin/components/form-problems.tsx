import type { FormErrors } from '../lib/form-errors';

/** Every problem of a form at once, above it, in words (each also shows under its field). */
export function FormProblems({ errors }: { errors: FormErrors }) {
  const problems = Object.entries(errors);
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-danger-700/30 bg-danger-50 p-3 text-sm text-danger-800">
      <p className="font-semibold">Please fix {problems.length === 1 ? 'this' : `these ${problems.length} things`}:</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map(([field, message]) => (
          <li key={field || 'form'}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
