/** A step: what she does, and what it gets her. */
export type Step = { title: string; text: string };

// 'row' and 'row-small': the words beside the number; 'card' and 'centered': below it.
const looks = {
  row: {
    item: 'flex gap-4',
    number: 'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white',
    title: 'font-semibold text-ink',
    text: 'mt-1 text-muted',
  },
  'row-small': {
    item: 'flex gap-4',
    number: 'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white',
    title: 'font-semibold text-ink',
    text: 'mt-1 text-sm text-muted',
  },
  card: {
    item: 'rounded-3xl bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8',
    number: 'flex size-10 items-center justify-center rounded-full bg-plum-700 text-lg font-bold text-white',
    title: 'mt-5 text-lg font-bold text-ink',
    text: 'mt-2 text-pretty text-muted',
  },
  centered: {
    item: 'text-center',
    number: 'mx-auto flex size-12 items-center justify-center rounded-full bg-plum-700 text-lg font-bold text-white shadow-md shadow-plum-900/20',
    title: 'mt-4 text-lg font-bold text-ink',
    text: 'mx-auto mt-2 max-w-xs text-pretty text-muted',
  },
} as const;

/**
 * Steps in order, each with its number in a circle (hidden from screen readers: the list numbers
 * them). The title is an h3 unless the steps are not headings of their own (`titleAs="p"`);
 * `className` places and spaces the list.
 */
export function NumberedSteps({
  steps,
  look,
  titleAs: Title = 'h3',
  className,
}: {
  steps: readonly Step[];
  look: keyof typeof looks;
  titleAs?: 'h3' | 'p';
  className: string;
}) {
  const classes = looks[look];
  const beside = look === 'row' || look === 'row-small';
  return (
    <ol className={className}>
      {steps.map((step, index) => {
        const words = (
          <>
            <Title className={classes.title}>{step.title}</Title>
            <p className={classes.text}>{step.text}</p>
          </>
        );
        return (
          <li key={step.title} className={classes.item}>
            <span aria-hidden="true" className={classes.number}>
              {index + 1}
            </span>
            {beside ? <div>{words}</div> : words}
          </li>
        );
      })}
    </ol>
  );
}
