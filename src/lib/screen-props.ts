/** What the route table gives every screen: the path parameters (spec `{id?}` written `:id?`). */
export interface ScreenProps {
  params: Record<string, string | undefined>
}
