#include "object/shared_object_tables.h"

#include <algorithm>
#include <numeric>

namespace gcnkit::link {

namespace {

template <class T>
void put(std::vector<uint8_t>& out, const T& v) {
  const auto* p = reinterpret_cast<const uint8_t*>(&v);
  out.insert(out.end(), p, p + sizeof v);
}

uint32_t sysvHash(std::string_view name) {
  uint32_t h = 0;
  for (unsigned char c : name) {
    h = (h << 4) + c;
    h ^= (h >> 24) & 0xf0;
  }
  return h & 0x0fffffff;
}

uint32_t gnuHash(std::string_view name) {
  uint32_t h = 5381;
  for (unsigned char c : name) h = h * 33 + c;
  return h;
}

uint64_t nextPowerOf2(uint64_t v) {  // the next power of two strictly above v (LLVM's NextPowerOf2)
  uint64_t p = 1;
  while (p <= v) p <<= 1;
  return p;
}

}  // namespace

LinkerStrings::LinkerStrings(const std::vector<std::string>& inOrder) {
  for (const std::string& n : inOrder)
    if (offsetOf.emplace(n, uint32_t(bytes.size())).second) {
      bytes.insert(bytes.end(), n.begin(), n.end());
      bytes.push_back(0);
    }
}

DynamicSymbolTables dynamicSymbolTables(const std::vector<std::string>& names, const std::vector<bool>& defined) {
  DynamicSymbolTables t;
  LinkerStrings strings(names);  // .dynstr in symbol-table order
  t.dynstr = strings.bytes;
  // Undefined symbols first; the defined ones (hashed) by bucket, then by .dynstr offset (lld's addSymbols).
  std::vector<size_t> undefinedOnes, definedOnes;
  for (size_t i = 0; i < names.size(); ++i) (defined[i] ? definedOnes : undefinedOnes).push_back(i);
  const uint32_t buckets = uint32_t(std::max<size_t>(definedOnes.size() / 4, 1));
  std::stable_sort(definedOnes.begin(), definedOnes.end(), [&](size_t a, size_t b) {
    const uint32_t ba = gnuHash(names[a]) % buckets, bb = gnuHash(names[b]) % buckets;
    return ba != bb ? ba < bb : strings.offsetOf.at(names[a]) < strings.offsetOf.at(names[b]);
  });
  t.order = undefinedOnes;
  t.order.insert(t.order.end(), definedOnes.begin(), definedOnes.end());
  t.nameOffsets.assign(1, 0);
  for (size_t i : t.order) t.nameOffsets.push_back(strings.offsetOf.at(names[i]));
  // .gnu.hash: header, Bloom filter (words of 64 bits, bits [0:5] and [26:31] of the hash), buckets, chain.
  const uint32_t firstHashed = uint32_t(undefinedOnes.size() + 1);
  const uint64_t maskWords = definedOnes.empty() ? 1 : nextPowerOf2(definedOnes.size() * 12 / 64);
  std::vector<uint64_t> bloom(maskWords, 0);
  std::vector<uint32_t> bucketStart(buckets, 0);
  for (size_t k = 0; k < definedOnes.size(); ++k) {
    const uint32_t h = gnuHash(names[definedOnes[k]]);
    uint64_t& word = bloom[(h / 64) & (maskWords - 1)];
    word |= (uint64_t(1) << (h % 64)) | (uint64_t(1) << ((h >> 26) % 64));
    if (k == 0 || gnuHash(names[definedOnes[k - 1]]) % buckets != h % buckets) bucketStart[h % buckets] = firstHashed + uint32_t(k);
  }
  put(t.gnuHash, buckets);
  put(t.gnuHash, firstHashed);
  put(t.gnuHash, uint32_t(maskWords));
  put(t.gnuHash, uint32_t(26));
  for (uint64_t w : bloom) put(t.gnuHash, w);
  for (uint32_t b : bucketStart) put(t.gnuHash, b);
  for (size_t k = 0; k < definedOnes.size(); ++k) {
    const uint32_t h = gnuHash(names[definedOnes[k]]);
    const bool last = k + 1 == definedOnes.size() || gnuHash(names[definedOnes[k + 1]]) % buckets != h % buckets;
    put(t.gnuHash, last ? (h | 1) : (h & ~1u));
  }
  // .hash: as many buckets as symbols (the null one included).
  const uint32_t n = uint32_t(t.order.size() + 1);
  std::vector<uint32_t> bucket(n, 0), chain(n, 0);
  for (uint32_t k = 1; k < n; ++k) {
    const uint32_t b = sysvHash(names[t.order[k - 1]]) % n;
    chain[k] = bucket[b];
    bucket[b] = k;
  }
  put(t.hash, n);
  put(t.hash, n);
  for (uint32_t v : bucket) put(t.hash, v);
  for (uint32_t v : chain) put(t.hash, v);
  return t;
}

}  // namespace gcnkit::link
