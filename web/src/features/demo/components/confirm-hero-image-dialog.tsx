import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH } from '@/lib/hero-image-choice';
import type { HeroImageOption } from '../config/hero-images';

type Props = {
  /** The image asked about; null keeps the dialog closed. */
  option: HeroImageOption | null;
  onCancel: () => void;
  onConfirm: (option: HeroImageOption) => void;
};

/** 'Use this image on the Home page?' before the choice is stored. */
export function ConfirmHeroImageDialog({ option, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={option !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {option ? (
        <DialogContent>
          <DialogTitle>Use “{option.name}” on the Home page?</DialogTitle>
          <DialogDescription>
            The Home hero will show this illustration in this browser only: the choice is kept in its local storage, and visitors keep seeing the default. You
            can change it again here at any time.
          </DialogDescription>
          <img
            src={option.image}
            alt=""
            width={HERO_IMAGE_WIDTH}
            height={HERO_IMAGE_HEIGHT}
            className="aspect-[5/4] w-full rounded-xl bg-plum-50 object-cover"
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={() => onConfirm(option)}>Use image and go Home</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
