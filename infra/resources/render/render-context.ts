// What a renderer gets to know about the catalog file it draws.
import type { Resource, ResourceFile } from '@herway/shared/catalog/resources';
import type { ResourceDocument } from '../pdf/resource-document';

export interface RenderContext {
  resource: Resource;
  file: ResourceFile;
  /** 1-based position of the file in a multi-file resource. */
  part: number;
}

export interface FileRenderer {
  landscape?: boolean;
  keywords?: readonly string[];
  render(doc: ResourceDocument, context: RenderContext): void;
}

/** The small line above the title: which part of a multi-file resource this is. */
export function kickerFor({ resource, file, part }: RenderContext): string {
  return resource.files.length > 1 ? `Part ${part} of ${resource.files.length}: ${file.label}` : 'Free HerWay recruiting resource';
}
