import type { FastifyInstance } from 'fastify';
import {
  staffAccountSearch,
  staffMe,
  staffUserCreate,
  staffUserDisable,
  staffUserEnable,
  staffUserList,
  staffUserReset,
  staffUserRoleSet,
} from '../../../contract/staff';
import { likeText } from '../../db/like';
import { isoTime } from '../../lib/isoTime';
import { staffActorOf } from '../auditLog/staffAudit';
import { staffRoute } from './staffRoute';
import {
  createStaffUser,
  resetStaffUser,
  setStaffUserDisabled,
  setStaffUserRole,
  staffUserOf,
} from './users';

/** Who am I, account search, and the staff users admins manage. */
export default async function staffRoutes(app: FastifyInstance) {
  const { db } = app;

  staffRoute(app, staffMe, async ({ staff }) =>
    staffUserOf(
      await db.kysely
        .selectFrom('staff_users')
        .selectAll()
        .where('id', '=', staff.staffUserId)
        .executeTakeFirstOrThrow(),
    ),
  );

  staffRoute(app, staffAccountSearch, async ({ query }) => {
    const all = db.kysely.selectFrom('accounts as a');
    const matching =
      query.q === ''
        ? all
        : all.where((eb) =>
            eb.or([
              likeText('a.email', query.q, 'contains'),
              likeText('a.phone', query.q, 'contains'),
              likeText('a.corporate_name', query.q, 'contains'),
              eb('a.id', '=', query.q),
              eb.exists(
                eb
                  .selectFrom('orders as o')
                  .select('o.id')
                  .whereRef('o.account_id', '=', 'a.id')
                  .where('o.order_no', '=', query.q),
              ),
            ]),
          );
    const [{ total }, rows] = await Promise.all([
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      matching
        .selectAll('a')
        .orderBy('a.created_at', query.order)
        .orderBy('a.id', query.order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
    ]);
    return {
      total: Number(total),
      list: rows.map((row) => ({
        id: row.id,
        mainId: row.main_id,
        email: row.email,
        phone: row.phone,
        name: row.name,
        company: row.corporate_name,
        status: row.status,
        createdAt: isoTime(row.created_at),
      })),
    };
  });

  staffRoute(app, staffUserList, async ({ query }) => {
    const [{ total }, rows] = await Promise.all([
      db.kysely
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      db.kysely
        .selectFrom('staff_users')
        .selectAll()
        .orderBy('created_at', query.order)
        .orderBy('id', query.order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
    ]);
    return { total: Number(total), list: rows.map(staffUserOf) };
  });

  staffRoute(app, staffUserCreate, async ({ body, staff, request }) =>
    createStaffUser(db, staffActorOf(request, staff.staffUserId), body),
  );

  staffRoute(app, staffUserDisable, async ({ params, staff, request }) =>
    setStaffUserDisabled(db, staffActorOf(request, staff.staffUserId), params.id, true),
  );
  staffRoute(app, staffUserEnable, async ({ params, staff, request }) =>
    setStaffUserDisabled(db, staffActorOf(request, staff.staffUserId), params.id, false),
  );
  staffRoute(app, staffUserRoleSet, async ({ params, body, staff, request }) =>
    setStaffUserRole(db, staffActorOf(request, staff.staffUserId), params.id, body.role),
  );
  staffRoute(app, staffUserReset, async ({ params, staff, request }) =>
    resetStaffUser(db, staffActorOf(request, staff.staffUserId), params.id),
  );
}
