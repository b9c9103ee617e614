import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { isSection, SECTIONS, type TSection } from '@/features/landing/sections';

/** A section counts as in view once its top passes this share of the viewport. */
const IN_VIEW_LINE = 0.35;

/** The section the reader is looking at: the last one whose top passed the line, or the last one at the page's end. */
function sectionInView(): TSection {
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  let current: TSection = SECTIONS[0];
  for (const id of SECTIONS) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (atEnd || (top !== undefined && top <= window.innerHeight * IN_VIEW_LINE)) current = id;
  }
  return current;
}

/** How far the page will scroll to bring `target` to the top (0 when it is there already or the page cannot scroll further). */
function scrollDistance(target: HTMLElement): number {
  const wanted = target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop || '0');
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  return Math.min(Math.max(wanted, -window.scrollY), maxScroll - window.scrollY);
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface SectionNavigation {
  /** The section in view (or the one a link is taking the reader to). */
  activeSection: TSection | undefined;
  /** Props for an `<a>` that scrolls to `id`; `onNavigate` runs first (e.g. closing the mobile menu). */
  linkTo: (id: TSection, onNavigate?: () => void) => { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
}

/**
 * In-page navigation of the landing page: links scroll smoothly to their section (at once when the
 * reader asked for reduced motion), and the URL hash follows the section in view, so a copied
 * address, a reload or the Back button opens the same place.
 */
export function useSectionNavigation(): SectionNavigation {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const location = useLocation();
  const [activeSection, setActiveSection] = useState<TSection>();
  /** The query string, for links that should not change with every render. */
  const latestSearch = useRef(location.search);
  /** The section a link is scrolling to: the sections the scroll passes must not take over the hash. */
  const linkTarget = useRef<HTMLElement | null>(null);

  useEffect(() => {
    latestSearch.current = location.search;
  }, [location.search]);

  // Opening an address with a section (/#pricing), or coming Back to one, lands on it (and the
  // scroll makes it the active section).
  useEffect(() => {
    const id = location.hash.slice(1);
    if (navigationType === NavigationType.Pop && isSection(id)) document.getElementById(id)?.scrollIntoView();
  }, [location, navigationType]);

  useEffect(() => {
    let frame = 0;
    const landingPath = window.location.pathname;
    const followScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // After a click on a link to another page, the address is already that page's while its code
        // downloads (the landing stays on screen meanwhile): that address is not the landing's to change.
        if (window.location.pathname !== landingPath) return;
        const id = sectionInView();
        setActiveSection(id);
        // Straight into the current history entry rather than through the router: a router
        // navigation here could cancel the one a click on a link to another page has just started.
        if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
      });
    };
    const onScroll = () => {
      if (!linkTarget.current) followScroll();
    };
    const onScrollEnd = () => {
      // A link's scroll that got where it was going keeps its hash; one the reader interrupted does not.
      const arrived = linkTarget.current && Math.abs(scrollDistance(linkTarget.current)) < 2;
      linkTarget.current = null;
      if (!arrived) followScroll();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      cancelAnimationFrame(frame);
    };
  }, []);

  const linkTo = useCallback(
    (id: TSection, onNavigate?: () => void) => ({
      href: `#${id}`,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        // New tabs and windows open as usual.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        // First, so that a closing mobile menu has moved the page up before the scroll is measured.
        if (onNavigate) flushSync(onNavigate);
        const target = document.getElementById(id);
        if (!target) return;
        linkTarget.current = Math.abs(scrollDistance(target)) >= 1 ? target : null;
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        // Keyboard users carry on from the section they jumped to.
        target.focus({ preventScroll: true });
        setActiveSection(id);
        // The query string stays: `?redirect=` and `?lng=` must survive in-page navigation.
        void navigate({ search: latestSearch.current, hash: id }, { preventScrollReset: true });
      },
    }),
    [navigate],
  );

  return { activeSection, linkTo };
}
