import type { RouteDefinition } from '@herway/shared/routes';
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from './logger';
import { recordMetric } from './metrics';

/**
 * Per HTTP request: every log line carries the request's id as `correlation_id` (API Gateway's id,
 * the one in the access log), and a reply of 4xx or 5xx counts as `Http4xx`/`Http5xx`, its route a
 * property of the metric's line. It is the outermost middleware after the logger's, so it sees the
 * reply the error handler made.
 */
export function requestTelemetry(route: RouteDefinition): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  type HttpRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
  const routeKey = `${route.method} ${route.path}`;
  const countReply = (request: HttpRequest) => {
    const statusCode = request.response?.statusCode ?? 500;
    if (statusCode >= 500) recordMetric('Http5xx', 1, { route: routeKey });
    else if (statusCode >= 400) recordMetric('Http4xx', 1, { route: routeKey });
  };
  return {
    before: (request: HttpRequest) => {
      logger.setCorrelationId(request.event.requestContext?.requestId || request.context.awsRequestId);
    },
    after: countReply,
    onError: countReply,
  };
}
