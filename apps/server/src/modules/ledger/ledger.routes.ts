import {
  classroomTransfersQuerySchema,
  classroomTransfersResponseSchema,
  IDEMPOTENCY_HEADER,
  idempotencyHeadersSchema,
  investBodySchema,
  investmentMovementSchema,
  investmentsResponseSchema,
  redeemBodySchema,
  scoreBalanceResponseSchema,
  statementQuerySchema,
  statementsResponseSchema,
  transferBodySchema,
  transferInfoResponseSchema,
  transferPasswordBodySchema,
  transferPasswordResponseSchema,
  transferResponseSchema,
  updatePokzBodySchema,
  updatePokzResponseSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { BankService } from './bank.service.ts';
import type { InvestmentsService } from './investments.service.ts';
import type { TransfersService } from './transfers.service.ts';

/** The pokz ledger's paths on the identity service (document 3 section 7), and the two of ours. */
export const ledgerRoutes: FastifyPluginAsyncZod<{
  bank: BankService;
  investments: InvestmentsService;
  transfers: TransfersService;
}> = async (app, { bank, investments, transfers }) => {
  app.get(
    '/students/score_balance',
    {
      config: { permission: 'view.bank' },
      schema: {
        summary: "The caller's balance (pokz, or Profz for educators), what they earned and the latest statement lines",
        response: { 200: scoreBalanceResponseSchema },
      },
    },
    (request) => bank.scoreBalance(requireAuth(request)),
  );

  app.get(
    '/transactions/statements',
    {
      config: { permission: 'view.bank' },
      schema: {
        summary: "One page of the caller's statement, filtered by event type, São Paulo days or year",
        querystring: statementQuerySchema,
        response: { 200: statementsResponseSchema },
      },
    },
    (request) => bank.statements(requireAuth(request), request.query),
  );

  app.get(
    '/transactions/pokz/investments',
    {
      config: { permission: 'view.bank' },
      schema: {
        summary: "The caller's investments with their yield so far, and the platform's daily rate",
        response: { 200: investmentsResponseSchema },
      },
    },
    (request) => investments.list(requireAuth(request)),
  );

  app.post(
    '/transactions/pokz/invest',
    {
      config: { permission: 'edit.bank' },
      schema: {
        summary: 'Moves pokz from the wallet to an investment (once per Idempotency-Key)',
        headers: idempotencyHeadersSchema,
        body: investBodySchema,
        response: { 200: investmentMovementSchema },
      },
    },
    (request) => investments.invest(requireAuth(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
  );

  app.patch(
    '/transactions/pokz/redeem',
    {
      config: { permission: 'edit.bank' },
      schema: {
        summary: 'Redeems a whole investment: principal plus yield to the wallet; asked again, the same answer',
        body: redeemBodySchema,
        response: { 200: investmentMovementSchema },
      },
    },
    (request) => investments.redeem(requireAuth(request), request.body),
  );

  app.post(
    '/transactions/pokz/transfer',
    {
      config: { permission: 'edit.pokz' },
      schema: {
        summary: 'Sends pokz to a classmate with the transfer password (once per Idempotency-Key)',
        headers: idempotencyHeadersSchema,
        body: transferBodySchema,
        response: { 200: transferResponseSchema },
      },
    },
    (request) =>
      transfers.transfer(requireAuth(request), request.body, request.headers[IDEMPOTENCY_HEADER], request.ip),
  );

  app.get(
    '/transactions/pokz/transfer_info',
    {
      config: { permission: 'edit.pokz' },
      schema: {
        summary:
          "The classmates a student may send pokz to, whether their transfer password is set, the day's limit (ours)",
        response: { 200: transferInfoResponseSchema },
      },
    },
    (request) => transfers.transferInfo(requireAuth(request)),
  );

  app.put(
    '/transactions/pokz/transfer_password',
    {
      config: { permission: 'edit.pokz' },
      schema: {
        summary: "Sets or changes the student's transfer password, proving the account's password (ours)",
        body: transferPasswordBodySchema,
        response: { 200: transferPasswordResponseSchema },
      },
    },
    (request) => transfers.setTransferPassword(requireAuth(request), request.body, request.ip),
  );

  app.get(
    '/transactions/pokz/classroom_transfers',
    {
      config: { permission: 'view.classStudents' },
      schema: {
        summary: "A classroom's pokz transfers, newest first, for the educators who see the classroom (ours)",
        querystring: classroomTransfersQuerySchema,
        response: { 200: classroomTransfersResponseSchema },
      },
    },
    (request) => transfers.classroomTransfers(requireAuth(request), request.query),
  );

  app.patch(
    '/students/update_pokz',
    {
      config: { permission: 'edit.pokz' },
      schema: {
        summary: "The week's pokz for visiting one of the platform's social networks",
        body: updatePokzBodySchema,
        response: { 200: updatePokzResponseSchema },
      },
    },
    (request) => bank.updatePokz(requireAuth(request), request.body),
  );
};
