import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';

/** The two lists of a review page: Pending (GET .../active) and Deactivated (GET .../deactive). */
export type ReviewListName = 'active' | 'deactive';
export const REVIEW_LISTS: readonly ReviewListName[] = ['active', 'deactive'];
export const REVIEW_PAGE_SIZE = 50;

export interface ReviewList<R> {
  items: R[];
  /** all records matching the search (X-Total-Count), loaded or not; the server's count cap when capped */
  total: number;
  /** true: more than total records match (X-Total-Count-Capped) */
  capped: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** true while a further page is loading; the loaded items stay visible */
  loadingMore: boolean;
  error: string;
}

export interface ReviewState<R> {
  lists: Record<ReviewListName, ReviewList<R>>;
  /** the search applied to both lists */
  q: string;
  /** true: both lists show only the applications whose email address is not confirmed */
  unconfirmedOnly: boolean;
  /** the Pending list's own query parameters beyond the search (the tutees' triage order and filters) */
  options: Record<string, string>;
  /** ids whose status change is on its way */
  changing: number[];
  changeError: string;
}

export interface ListRequest {
  list: ReviewListName;
  /** true: fetch the next page after the loaded items */
  more?: boolean;
}

export interface ListLoaded<R> {
  list: ReviewListName;
  items: R[];
  total: number;
  capped: boolean;
  more: boolean;
}

const emptyList = <R>(): ReviewList<R> => ({
  items: [],
  total: 0,
  capped: false,
  status: 'idle',
  loadingMore: false,
  error: '',
});

/**
 * One slice shape for the tutees and tutors review pages. Records need only an id.
 * Events: listRequested → listLoaded | listFailed; searchChanged; unconfirmedFilterChanged; optionsChanged;
 * statusChangeRequested → statusChanged | statusChangeFailed.
 */
export function createReviewSlice<R extends { id: number }, Name extends string>(name: Name) {
  const initialState: ReviewState<R> = {
    lists: { active: emptyList<R>(), deactive: emptyList<R>() },
    q: '',
    unconfirmedOnly: false,
    options: {},
    changing: [],
    changeError: '',
  };
  return createSlice({
    name,
    initialState,
    reducers: {
      listRequested(state, action: PayloadAction<ListRequest>) {
        const list = state.lists[action.payload.list];
        if (action.payload.more) list.loadingMore = true;
        else list.status = 'loading';
        list.error = '';
      },
      listLoaded(state, action: PayloadAction<ListLoaded<R>>) {
        const { items, total, capped, more } = action.payload;
        const list = state.lists[action.payload.list];
        const loaded = items as Draft<R>[];
        list.items = more ? [...list.items, ...loaded] : loaded;
        list.total = total;
        list.capped = capped;
        list.status = 'loaded';
        list.loadingMore = false;
      },
      listFailed(state, action: PayloadAction<{ list: ReviewListName; message: string }>) {
        const list = state.lists[action.payload.list];
        list.status = list.loadingMore ? list.status : 'failed';
        list.loadingMore = false;
        list.error = action.payload.message;
      },
      searchChanged(state, action: PayloadAction<string>) {
        state.q = action.payload;
      },
      unconfirmedFilterChanged(state, action: PayloadAction<boolean>) {
        state.unconfirmedOnly = action.payload;
      },
      /** sets (a value) or clears (undefined) some of the Pending list's options */
      optionsChanged(state, action: PayloadAction<Record<string, string | undefined>>) {
        for (const [key, value] of Object.entries(action.payload)) {
          if (value) state.options[key] = value;
          else delete state.options[key];
        }
      },
      statusChangeRequested(state, action: PayloadAction<R>) {
        state.changing.push(action.payload.id);
        state.changeError = '';
      },
      statusChanged(state, action: PayloadAction<R>) {
        const { id } = action.payload;
        state.changing = state.changing.filter((changing) => changing !== id);
        // It has left its list; the reload that follows puts it where it now belongs.
        for (const list of Object.values(state.lists)) {
          const before = list.items.length;
          list.items = list.items.filter((item) => item.id !== id);
          // A capped total stays the cap: more records than it still match.
          if (!list.capped) list.total -= before - list.items.length;
        }
      },
      statusChangeFailed(state, action: PayloadAction<{ id: number; message: string }>) {
        state.changing = state.changing.filter((id) => id !== action.payload.id);
        state.changeError = action.payload.message;
      },
    },
  });
}

type ReviewSlice<R extends { id: number }> = ReturnType<typeof createReviewSlice<R, string>>;
export type ReviewActions<R extends { id: number }> = ReviewSlice<R>['actions'];
