import { useId, useState } from 'react';
import { MENTOR_PHOTO_MAX_BYTES, MENTOR_PHOTO_TYPES } from '@herway/shared/contracts/mentors';
import type { AdminMentor } from '@herway/shared/contracts/mentors';
import { MentorPhoto } from '@/components/commerce/mentor-photo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminMentors, useCreateMentor, useUpdateMentor, useUploadMentorPhoto } from '../api/mentors';
import { AdminSectionPage } from '../components/admin-section-page';
import { ListStatus } from '../components/admin-table';
import { MentorForm } from '../components/mentor-form';

/** Choosing her photo uploads it at once; a wrong type or size is said before anything is sent. */
function PhotoPicker({ mentor }: { mentor: AdminMentor }) {
  const id = useId();
  const upload = useUploadMentorPhoto();
  const update = useUpdateMentor();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(MENTOR_PHOTO_TYPES as readonly string[]).includes(file.type) || file.size > MENTOR_PHOTO_MAX_BYTES) {
      setProblem('Choose a JPEG, PNG or WebP photo under 2 MB.');
      return;
    }
    setProblem(null);
    upload.mutate({ id: mentor.id, file }, { onError: (error) => setProblem(getErrorMessage(error)) });
  };
  return (
    <div className="grid min-w-0 gap-1 text-sm">
      <label htmlFor={id} className="font-semibold text-plum-800">
        {mentor.photoUrl ? 'Replace her photo' : 'Add her photo'}
      </label>
      <input
        id={id}
        type="file"
        accept={MENTOR_PHOTO_TYPES.join(',')}
        disabled={upload.isPending}
        onChange={(event) => choose(event.target.files?.[0])}
        className="w-full min-w-0 text-sm"
      />
      {upload.isPending ? <p aria-live="polite">Uploading…</p> : null}
      {mentor.photoUrl ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: mentor.id, changes: { photoKey: null } })}
        >
          Remove photo (show initials)
        </Button>
      ) : null}
      {problem ? (
        <p role="alert" className="text-danger-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function MentorItem({ mentor }: { mentor: AdminMentor }) {
  const update = useUpdateMentor();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = () =>
    update.mutate(
      { id: mentor.id, changes: { active: !mentor.active } },
      { onError: (error) => setProblem(getErrorMessage(error)), onSuccess: () => setProblem(null) },
    );
  return (
    <li className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5">
      <article aria-label={mentor.name} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <MentorPhoto name={mentor.name} initials={mentor.initials} photoUrl={mentor.photoUrl ?? undefined} size={64} />
          <div className="min-w-0 flex-1">
            <h3 className="font-bold text-ink">{mentor.name}</h3>
            <p className="text-sm text-muted">
              {mentor.sport} · {mentor.school}
            </p>
            <p className="text-sm break-all text-muted">{mentor.schedulingUrl}</p>
          </div>
          <Badge variant={mentor.active ? 'success' : 'secondary'}>{mentor.active ? 'On the site' : 'Off the site'}</Badge>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-danger-800">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant={mentor.active ? 'outline' : 'primary'} onClick={toggle} disabled={update.isPending}>
            {mentor.active ? 'Take off the site' : 'Put on the site'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing(!editing)} aria-expanded={editing}>
            {editing ? 'Close' : 'Edit details'}
          </Button>
        </div>
        {editing ? (
          <MentorForm
            initial={mentor}
            onSubmit={(changes) => update.mutateAsync({ id: mentor.id, changes }).then(() => setEditing(false))}
            onCancel={() => setEditing(false)}
          />
        ) : null}
        <PhotoPicker mentor={mentor} />
      </article>
    </li>
  );
}

function Mentors() {
  const mentors = useAdminMentors();
  const create = useCreateMentor();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="mentor-list-title" className="grid gap-4">
        <h2 id="mentor-list-title" className="text-xl font-bold text-ink">
          Mentors
        </h2>
        {mentors.data && mentors.data.mentors.length > 0 ? (
          <ul className="grid gap-3">
            {mentors.data.mentors.map((mentor) => (
              <MentorItem key={mentor.id} mentor={mentor} />
            ))}
          </ul>
        ) : (
          // While they load, the space of two mentors is kept, so the form below does not jump.
          <div className={mentors.isPending ? 'min-h-[34rem]' : undefined}>
            <ListStatus
              isPending={mentors.isPending}
              error={mentors.error}
              onRetry={() => void mentors.refetch()}
              empty="No mentors yet: add the first one below."
              what="mentors"
            />
          </div>
        )}
      </section>
      <section aria-labelledby="new-mentor-title" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5">
        <h2 id="new-mentor-title" className="text-xl font-bold text-ink">
          Add a mentor
        </h2>
        <p className="text-sm text-muted">She starts off the site: add her photo, check her details, then put her on the site.</p>
        <MentorForm onSubmit={(body) => create.mutateAsync(body)} />
      </section>
    </div>
  );
}

/** /admin/mentors: the mentors the site shows (Home, About, the success page, booking links), edited by the founders. */
export default function AdminMentorsRoute() {
  return (
    <AdminSectionPage
      title="Mentors"
      description="Who families book: names, schools, photos and scheduling links. On prod a mentor goes on the site only with her own Calendly link."
    >
      {() => <Mentors />}
    </AdminSectionPage>
  );
}
