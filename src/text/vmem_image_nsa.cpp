// GFX11's MIMG address lists (partial NSA) as llvm-mc 22's matcher weighs them. LLVM's table holds, for one
// mnemonic, the NSA variants of every generation: GFX10's lists of single VGPRs (up to 13), GFX11's lists of at
// most 5 (the last a tuple of the remaining words), GFX12's (VSAMPLE: at most 4). Its matcher tries them all in
// order, each stopping at the first operand its register class refuses; the furthest stop is the error's place,
// and a list only another generation's variant takes is "not valid for this GPU or mode".
#include <algorithm>

#include "text/vmem_parse_support.h"

namespace gcnkit::vmem_text {

namespace {

// One family of NSA variants: entries k = 2..min(hi, maxEntries) of single VGPRs, except that with `partial` the
// variant with maxEntries entries takes a tuple of up to hi - maxEntries + 1 VGPRs last.
struct NsaFamily {
  int maxEntries;
  bool partial;
  bool thisGpu;
};

// Whether entries[i] fits the variant's i-th address class (sizes lo..hi VGPRs).
bool fits(const NsaEntry& e, int lo, int hi) { return e.dwords >= lo && e.dwords <= hi; }

// Where a variant with the given per-entry size ranges stops: the entry index, entries.size() for the closing
// bracket, or -1 when it takes the whole list.
template <typename SizeRange>
int stopOf(std::span<const NsaEntry> entries, int k, SizeRange range) {
  const int n = int(entries.size());
  for (int i = 0; i < std::min(n, k); ++i) {
    auto [lo, hi] = range(i);
    if (!fits(entries[size_t(i)], lo, hi)) return i;
  }
  return n == k ? -1 : std::min(n, k);
}

}  // namespace

NsaVerdict weighNsaList(const OpInfo& info, std::span<const NsaEntry> entries, int closeCol, bool fields) {
  const int n = int(entries.size());
  int furthest = -1;
  bool thisGpu = false, otherGpu = false;
  auto weigh = [&](int stop, bool here) {
    if (stop < 0) (here ? thisGpu : otherGpu) = true;
    else furthest = std::max(furthest, stop);
  };
  if (info.traits & kTraitBvh) {
    // the shape's entries (a16: direction and inverse direction packed into one tuple); GFX10 lists each word alone.
    const RayQueryShape shape = rayQueryShape(info);
    for (int k : {5, 4}) {
      if (k == 4 && !shape.a16) continue;
      weigh(stopOf(entries, k, [&](int i) { return std::pair{shape.entries[size_t(i)], shape.entries[size_t(i)]}; }),
            true);
      if (shape.a16)  // (GFX12's BVH8 and dual queries have no GFX10 variant)
        weigh(stopOf(entries, shape.words() - (k == 5 ? 0 : 3), [](int) { return std::pair{1, 1}; }), false);
    }
  } else {
    int lo = 0, hi = 0;
    mimgAddressRange(info, lo, hi);
    const NsaFamily families[] = {
        {13, false, false}, {5, true, !fields}, {imageListEntries(info, Gen::GFX12), true, fields}};
    for (const NsaFamily& f : families)
      for (int k = std::max(lo, 2); k <= std::min(hi, f.maxEntries); ++k) {
        const int lastMax = f.partial && k == f.maxEntries && hi > k ? hi - k + 1 : 1;
        weigh(stopOf(entries, k, [&](int i) { return std::pair{1, i == k - 1 ? lastMax : 1}; }), f.thisGpu);
      }
  }
  if (thisGpu) return {NsaFit::Match, 0};
  if (otherGpu) return {NsaFit::OtherGpu, 0};
  return {NsaFit::Mismatch, furthest >= n ? closeCol : entries[size_t(std::max(furthest, 0))].col};
}

}  // namespace gcnkit::vmem_text
