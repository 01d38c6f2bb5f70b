/**
 * A waiter's steps at the table in English, as a training pictures them ("A waiter taking the order at the table, in a
 * restaurant", "A waiter bringing the bill when asked"): the engine draws no order pad nor bill, so each is the waiter
 * serving at a table, never guests alone nor a parcel handed over; so is whatever is served from the guest's right or
 * left ("serving drinks from the right"), where "serving" alone draws a figure with a cup.
 */
import type { Pose } from '../scene-graph';

export const TABLE_SERVICE_WORDS: { en: Record<string, Pose> } = {
  en: {
    // At a counter an order is taken standing: only the table's is table service.
    'taking the order at the table': 'serving-table', 'taking the order at a table': 'serving-table', 'taking an order at a table': 'serving-table',
    'taking orders at the table': 'serving-table', 'takes the order at the table': 'serving-table', 'bringing the bill': 'serving-table', 'brings the bill': 'serving-table', 'bringing the check': 'serving-table',
    // Served from one side of the guest: the etiquette of table service.
    ...Object.fromEntries(
      ['serving', 'serving drinks', 'serving the drinks', 'serving food', 'serving the food', 'serving plates', 'serving the plates', 'serving dishes', 'serving the dishes']
        .flatMap((served) => [`${served} from the right`, `${served} from the left`])
        .map((words): [string, Pose] => [words, 'serving-table']),
    ),
    'presenting the bill': 'serving-table', 'handing the bill': 'serving-table', 'bringing the menu': 'serving-table', 'handing out menus': 'serving-table',
  },
};
