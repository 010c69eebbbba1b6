export const homeTexts = {
  greeting: 'Здравствуйте',
  feedTitle: 'Лента событий',
  shortcuts: 'Быстрые ссылки',
  links: {
    mail: 'Почта',
    chats: 'Чаты',
    timetable: 'Расписание',
    zachBook: 'Зачётная книжка',
    myReviews: 'Отзывы о моих занятиях',
    allReviews: 'Отзывы студентов о занятиях',
    gia: 'Отчёты ГЭК',
    profile: 'Мой профиль',
  },
} as const
