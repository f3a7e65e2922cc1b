#include "text/cache_policy_text.h"

namespace gcnkit {

CachePolicyRead readCachePolicy(Ctx& c, CachePolicyText& p, const char* duplicateMessage) {
  Scan probe = c.s;
  const int col = probe.col();
  const std::string_view word = probe.ident();
  const bool isTh = word == "th", isScope = word == "scope";
  probe.skipSpace();  // (llvm-mc 22 reads `th : TH_LOAD_NT` too)
  if ((!isTh && !isScope) || probe.peek() != ':') return CachePolicyRead::NotCachePolicy;
  if (isTh ? p.th.has_value() : p.scope.has_value()) {
    c.fail(col, duplicateMessage);
    return CachePolicyRead::Failed;
  }
  ++probe.pos;
  probe.skipSpace();
  c.s = probe;
  const int valueCol = c.s.col();
  if (isTh) {  // a name only
    const std::string_view name = c.s.ident();
    if (name.empty()) {
      c.fail(valueCol, "expected an identifier");
      return CachePolicyRead::Failed;
    }
    p.th = findThName(name);
    if (!p.th) {
      c.fail(valueCol, "invalid th value");
      return CachePolicyRead::Failed;
    }
  } else {  // a name, or an absolute expression 0-3
    Scan save = c.s;
    const std::string_view name = c.s.ident();
    if (auto s = findScopeName(name)) {
      p.scope = *s;
    } else {
      c.s = save;
      int exprCol = 0;
      auto v = name.empty() ? parseAbs(c, exprCol) : std::nullopt;
      if (!v || *v < 0 || *v > 3) {
        c.fail(valueCol, "invalid scope value");
        return CachePolicyRead::Failed;
      }
      p.scope = uint32_t(*v);
    }
  }
  if (!p.firstCol) p.firstCol = col;
  return CachePolicyRead::Read;
}

bool finishCachePolicy(Ctx& c, const CachePolicyText& p, AccessKind kind, bool smem) {
  const uint32_t scope = p.scope.value_or(0);
  if (p.th)
    if (const char* error = thScopeError(*p.th, kind, scope, smem)) return c.fail(p.firstCol, error);
  c.out.inst[Field::TH] = p.th ? p.th->value : 0;
  c.out.inst[Field::SCOPE] = scope;
  return true;
}

bool appendCachePolicy(TextBuf& out, uint32_t th, uint32_t scope, AccessKind kind) {
  auto name = thName(kind, th, scope);
  if (!name) {  // llvm-mc 22's text for a value it has no name for (which it does not read back): th:TH_ATOMIC_0x4
    static constexpr const char* kPrefix[] = {" th:TH_LOAD_0x", " th:TH_STORE_0x", " th:TH_ATOMIC_0x"};
    out += kPrefix[int(kind)];
    out += char('0' + (th & 7));
  } else if (!name->empty()) {
    out += " th:";
    out += *name;
  }
  if (scope) {
    out += " scope:";
    out += scopeName(scope);
  }
  return name.has_value();
}

}  // namespace gcnkit
