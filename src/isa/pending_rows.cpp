#include "isa/pending_rows.h"

namespace gcnkit {

namespace {

struct PendingRow {
  std::string_view name, family;
  Gen gen;
};

constexpr PendingRow kRows[] = {
#define GCN_PENDING(name, family, gen) {name, family, Gen::gen},
#include "isa/pending_rows.def"
#undef GCN_PENDING
    {{}, {}, Gen::GFX6}};  // (an end row: the file may list none)

}  // namespace

std::optional<std::string_view> pendingFamily(std::string_view mnemonic, Gen g) {
  for (std::string_view suffix : {"_e64_dpp", "_e32", "_e64", "_dpp"}) {
    if (mnemonic.ends_with(suffix)) {
      mnemonic.remove_suffix(suffix.size());
      break;
    }
  }
  // (an error path only: a scan of the few hundred rows costs nothing beside the diagnostic)
  for (const PendingRow& r : kRows)
    if (r.gen == g && !r.name.empty() && r.name == mnemonic) return r.family;
  return std::nullopt;
}

}  // namespace gcnkit
