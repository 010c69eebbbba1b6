import type { Feed } from '@/api/feed'

/** Three feed items in two categories, newest first (shared by the feed unit and model tests). */
export const feedItem = (feedID: number, categoryID: number, fullDate: string) => ({
  feedID,
  categoryID,
  title: `t${feedID}`,
  text: '',
  fullDate,
  href: null,
  isNew: false,
})

export const feedOf = (dates: [string, string, string]): Feed => ({
  feed: [feedItem(1, 1, dates[0]), feedItem(2, 2, dates[1]), feedItem(3, 1, dates[2])],
  categories: [
    { categoryID: 1, name: 'Новости', icon: 'pi pi-megaphone' },
    { categoryID: 2, name: 'Учёба', icon: 'pi pi-book' },
  ],
})
