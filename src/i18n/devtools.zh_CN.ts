import type { DevtoolsMessages } from './devtools.en_US';

/** 开发者工具的中文消息；缺少任何键都会让类型检查失败。 */
export const devtoolsZh = {
  ipInvalid:
    '“%{entry}”不是有效的 IPv4、IPv6 地址或 CIDR 网段（例如 203.0.113.7、2001:db8::1、198.51.100.0/24）。',
  ipTooMany: '最多 %{max} 个地址或网段。',
  expiryRequired: '请选择“永不过期”或具体日期。',
  expiryPast: '过期日期必须是将来的时间。',
  urlScheme: '地址必须以 http:// 或 https:// 开头',
  urlInvalid: '这不是有效的网址（网址中不能包含用户名或密码）。',
  eventsRequired: '请至少选择一个事件。',
  eventsUnknown: '请选择所选渠道的事件。',
  keyRequired: '填写用户名时必须填写密钥。',
  usernameRequired: '填写密钥时必须填写用户名。',
  authTwice: '用户名和密钥与 Authorization 请求头只能二选一。',
  callbackUnreachable: '连通性检查失败：%{reason}',
  probe: {
    ok: '地址在 %{ms} 毫秒内返回了 HTTP 200。',
    timeout: '%{seconds} 秒内没有响应（超时）。地址必须在 %{seconds} 秒内返回 HTTP 200。',
    status: '地址返回了 HTTP %{status}，必须返回 HTTP 200。',
    redirect: '地址返回了重定向（HTTP %{status}）到 %{detail}；我们不跟随重定向，请填写最终地址。',
    dns: '无法解析主机名 %{host}（DNS 解析失败），请检查拼写。',
    refused: '到 %{host} 的连接被拒绝：该端口没有服务在监听。',
    blocked: '该地址指向 %{detail}，属于内网、回环、链路本地或云元数据地址，回调不能访问。',
    reset: '到 %{host} 的连接在响应前被关闭。',
    tls: '到 %{host} 的 HTTPS 连接失败（%{detail}），请检查其证书。',
    network: '无法访问该地址（%{detail}）。',
  },
} satisfies DevtoolsMessages;
