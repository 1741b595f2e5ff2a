import { toast } from '@/components/ui/toast/use-toast';

/**
 * Puts a discount code on the clipboard and says so ('Code Copied!'). A browser that refuses
 * (no permission, no clipboard outside a secure context) gets a toast saying how to copy it instead.
 */
export async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
  } catch {
    toast({ title: 'Copy Failed', description: `Your browser did not allow copying. Select ${code} and copy it yourself.`, variant: 'destructive' });
    return;
  }
  toast({ title: 'Code Copied!', description: `${code} is on your clipboard. Paste it at checkout.` });
}
