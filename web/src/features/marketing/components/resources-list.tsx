import { resources } from '@herway/shared/catalog/resources';
import { ResourcesCard } from './resources-card';

/** The four free resources of the catalog. */
export function ResourcesList() {
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Free resources">
      {resources.map((resource) => (
        <li key={resource.downloadKey} className="flex *:w-full">
          <ResourcesCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}
