import { boardResource } from '@/api/boards'
import { useResource } from '@/kit/use-resource'
import { ResourceTable } from '@/kit/resource-table'
import { boardsTexts as t } from '@/texts/ru/boards'
import './boards.css'

/**
 * /Boards/List: the boards I am a member of (GET /Boards) through the resource kit; any user creates a
 * board (POST /Boards: three columns, the creator its first member); its creator renames it and sends it
 * to the archive (PUT /Boards/{id}); a board's name opens it.
 */
export default function BoardsListScreen() {
  const actor = useResource(boardResource)
  return (
    <div className="page rk-page boards-page">
      <h1>{t.listTitle}</h1>
      <p className="boards-hint">{t.listIntro}</p>
      <ResourceTable actor={actor} title={t.listTitle} exportFileName="boards" sortBy="name" />
    </div>
  )
}
