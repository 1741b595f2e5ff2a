import { rateWindowOf } from '../accounts/store/rate-limit-repo';

/**
 * The abuse limits count in windows aligned to the clock (a 15-minute limit resets at :00, :15,
 * :30 and :45), and the local stack's handlers read the real clock, which a test cannot hold
 * still. A window that ends midway through a test starts the count again, as it should, and the
 * limit's refusal then comes later than the test expects. `inOneLimitWindow` runs such a test
 * again, once, when it failed across a window's end; `run` must make its own fresh subjects
 * (network, account, address). A failure within one window is the test's failure.
 */
export async function inOneLimitWindow(windowSeconds: number, run: () => Promise<void>, now: () => number = Date.now): Promise<void> {
  const windowAt = () => rateWindowOf(now(), windowSeconds);
  const startedIn = windowAt();
  try {
    await run();
  } catch (error) {
    if (windowAt() === startedIn) throw error;
    await run();
  }
}
