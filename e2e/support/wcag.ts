import type { Page } from 'playwright-core';

/** WCAG 2.2 checks that axe does not make, measured in the page as a user meets it. */

/** 320 CSS px wide (WCAG 1.4.10 reflow), and a 1280 px window at 200 % zoom: 640 CSS px on a double-density screen. */
export const NARROW = { viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 };
export const ZOOMED = { viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 };

type Describe = (element: Element) => string;
interface WithDescribe {
  wcagDescribe?: Describe;
}

/** Puts a short naming function for failure messages (tag, id, classes, start of its text) on the page's window. */
async function installDescribe(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as WithDescribe).wcagDescribe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const className = typeof element.className === 'string' ? element.className.trim() : '';
      const classes = className ? `.${className.split(/\s+/).join('.')}` : '';
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
    };
  });
}

/**
 * The focused element when it shows no focus indicator (WCAG 2.4.7): neither an outline nor a box shadow.
 * Undefined when focus is visible, or when nothing is focused (the document body).
 */
export async function invisibleFocus(page: Page): Promise<string | undefined> {
  await installDescribe(page);
  return page.evaluate(() => {
    const describe = (window as WithDescribe).wcagDescribe as Describe;
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return undefined;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outlined || shadowed ? undefined : describe(element);
  });
}

/** How far the page scrolls sideways (WCAG 1.4.10), and the elements reaching past the window's right edge. */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  await installDescribe(page);
  return page.evaluate(() => {
    const describe = (window as WithDescribe).wcagDescribe as Describe;
    const root = document.scrollingElement ?? document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const widest =
      overflow > 0
        ? Array.from(document.body.querySelectorAll('*'))
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
            .slice(-5)
            .map(describe)
        : [];
    return { overflow, widest };
  });
}

/**
 * Pointer targets smaller than 24 by 24 CSS px that the WCAG 2.5.8 exceptions do not excuse. Excused: a link inside a
 * sentence (inline), and an undersized target whose 24 px circle, centred on it, meets no other target and no other
 * undersized target's circle (the spacing exception). A target containing another (a focusable panel) is not its
 * neighbour. Disabled and visually hidden controls, and the page behind an open dialog, take no pointer input and are
 * skipped.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  await installDescribe(page);
  return page.evaluate(() => {
    const describe = (window as WithDescribe).wcagDescribe as Describe;
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [role="tab"]';
    // An open dialog's backdrop covers the page: only the dialog's own controls take the pointer then.
    const scope = document.querySelector('.modal') ?? document;
    const targets = Array.from(scope.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      if ((element as HTMLButtonElement).disabled) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = element.getBoundingClientRect();
      // Bootstrap's visually-hidden (the skip link until focused) leaves a 1 px clipped box.
      return rect.width > 1 && rect.height > 1;
    });
    const rects = new Map(targets.map((element) => [element, element.getBoundingClientRect()]));
    const undersized = targets.filter((element) => {
      const rect = rects.get(element);
      return rect !== undefined && (rect.width < MIN - 0.01 || rect.height < MIN - 0.01);
    });
    const inSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return block !== null && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    return undersized
      .filter((element) => {
        if (inSentence(element)) return false;
        const own = rects.get(element);
        if (!own) return false;
        const point = centre(own);
        return targets.some((other) => {
          if (other === element || related(other, element)) return false;
          const rect = rects.get(other);
          if (!rect) return false;
          if (distanceToRect(point, rect) < MIN / 2) return true;
          if (!undersized.includes(other)) return false;
          const otherPoint = centre(rect);
          return Math.hypot(point.x - otherPoint.x, point.y - otherPoint.y) < MIN;
        });
      })
      .map((element) => {
        const rect = rects.get(element);
        return `${describe(element)} ${Math.round(rect?.width ?? 0)}x${Math.round(rect?.height ?? 0)}`;
      });
  });
}

/**
 * Elements that still move for a user who asked for reduced motion (WCAG 2.3.3, and 2.2.2 for anything that runs on
 * its own): a transition or animation longer than 0 s, or an animation running now.
 */
export async function movingElements(page: Page): Promise<string[]> {
  await installDescribe(page);
  return page.evaluate(() => {
    const describe = (window as WithDescribe).wcagDescribe as Describe;
    const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) || 0));
    const styled = Array.from(document.querySelectorAll('*')).filter((element) => {
      const style = getComputedStyle(element);
      const transition = style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0;
      const animation = style.animationName !== 'none' && seconds(style.animationDuration) > 0;
      return transition || animation;
    });
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) =>
        animation.effect instanceof KeyframeEffect && animation.effect.target ? animation.effect.target : document.body,
      );
    return [...new Set([...styled, ...running])].map(describe);
  });
}
