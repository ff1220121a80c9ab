// The accept, change-request and reply forms' schemas (the server's own, with its messages), loaded when
// the client first submits one, or once the page is idle: zod stays off the client page's first load.
export const loadSchemas = () =>
  import('@growth-suite/shared/tools/proposal/send').then(({ AcceptRequestSchema, ChangeRequestSchema, ClientReplyRequestSchema }) => ({ AcceptRequestSchema, ChangeRequestSchema, ClientReplyRequestSchema }));
