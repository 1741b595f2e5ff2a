import { CopyField } from '@/components/copy-field';

/** A payment link to send a family, with the admin's words for a copy made or refused. */
export function CopyLink({ url, label }: { url: string; label: string }) {
  return (
    <CopyField
      value={url}
      label={label}
      buttonText="Copy link"
      copiedNote="Copied. Paste it into your message to the family."
      refusedNote="Your browser did not let us copy it: the link is selected, copy it with Ctrl+C (⌘C on a Mac, or press and hold on a phone)."
    />
  );
}
