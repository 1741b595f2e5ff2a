import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { toast } from '@/components/ui/toast/use-toast';
import { clearHeroImageChoice, DEFAULT_HERO_IMAGE, readHeroImageChoice, storeHeroImageChoice } from '@/lib/hero-image-choice';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { ConfirmHeroImageDialog } from '../components/confirm-hero-image-dialog';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';
import { HeroImageCard } from '../components/hero-image-card';
import { heroImageOptions, type HeroImageOption } from '../config/hero-images';

const STORAGE_REFUSED = 'This browser refused to store it (private browsing or storage turned off).';

/**
 * /image-options: eight hero illustrations. A choice, once confirmed, is stored under
 * `selectedHeroImage` (this browser's localStorage) and the page goes home, where the hero shows it.
 */
export default function ImageOptionsRoute() {
  usePageTitle('Image Options');
  useNoIndex();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(() => readHeroImageChoice().image);
  const [asking, setAsking] = useState<HeroImageOption | null>(null);

  function confirm(option: HeroImageOption) {
    setAsking(null);
    try {
      storeHeroImageChoice({ image: option.image, alt: option.alt });
    } catch {
      toast({ title: 'Choice Not Saved', description: STORAGE_REFUSED, variant: 'destructive' });
      return;
    }
    toast({ title: 'Hero Image Updated', description: `${option.name} now shows on the Home page in this browser.` });
    navigate('/');
  }

  function restoreDefault() {
    try {
      clearHeroImageChoice();
    } catch {
      toast({ title: 'Choice Not Saved', description: STORAGE_REFUSED, variant: 'destructive' });
      return;
    }
    setCurrent(DEFAULT_HERO_IMAGE);
    toast({ title: 'Default Restored', description: 'The Home page shows the default illustration again in this browser.' });
  }

  return (
    <>
      <DemoMarker>For the HerWay team only: a choice here changes the Home page in this browser alone.</DemoMarker>
      <Container className="py-10 sm:py-16">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <DemoIntro title="Image Options">
            <p>Eight illustrations for the Home hero. Pick one to see it on the Home page.</p>
          </DemoIntro>
          {current !== DEFAULT_HERO_IMAGE ? (
            <Button variant="outline" className="shrink-0 self-start lg:self-auto" onClick={restoreDefault}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Restore the default illustration
            </Button>
          ) : null}
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {heroImageOptions.map((option) => (
            <li key={option.id} className="flex">
              <HeroImageCard option={option} current={option.image === current} onChoose={setAsking} />
            </li>
          ))}
        </ul>
      </Container>
      <ConfirmHeroImageDialog option={asking} onCancel={() => setAsking(null)} onConfirm={confirm} />
    </>
  );
}
