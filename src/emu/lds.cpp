// DS: every LDS instruction on the workgroup's LDS (reads/writes b8..b128, read2/write2 with st64,
// atomics with and without return, cmpst, wrxchg, mskor, append/consume, permute/bpermute, swizzle,
// addtid). Accesses go through VectorMemory::ldsAccess: bounds (allocation, GFX6-8 M0 limit) and the race check.
#include <string>
#include <vector>

#include "emu/vector_memory.h"
#include "isa/memory_features.h"

namespace gcnkit::emu {

namespace {

// ds_swizzle_b32's offset (the ISA reference pages; LLVM's encodings): 0x8000 | quad perm (bits 15:8 = 0x80),
// bitmask mode (bit 15 clear: and/or/xor masks over 32 lanes), rotate (bits 15:12 = 0xC), FFT (bits 15:13 = 7).
// Before GCN 1.4 every offset with bit 15 set is a quad perm (the reference page). Returns the source
// lane, or -1 for a mode not modelled.
int swizzleSource(uint32_t pattern, unsigned lane, bool laterModes) {
  const unsigned group = lane & ~31u, i = lane & 31;
  if (!(pattern & 0x8000)) {
    const unsigned andMask = pattern & 31, orMask = pattern >> 5 & 31, xorMask = pattern >> 10 & 31;
    return int(group | (((i & andMask) | orMask) ^ xorMask));
  }
  if (laterModes && (pattern & 0xe000) == 0xe000) return -1;  // FFT
  if (laterModes && (pattern & 0xf000) == 0xc000) {  // rotate within 32 lanes: bit 10 = right, bits 9:5 = amount
    const unsigned amount = pattern >> 5 & 31;
    const bool right = pattern >> 10 & 1;
    return int(group | ((right ? i + 32 - amount : i + amount) & 31));
  }
  return int((lane & ~3u) | (pattern >> (2 * (lane & 3)) & 3));
}

}  // namespace

bool VectorMemory::execDs(Wave& w, const MemInst& m, uint32_t index) {
  if (m.dsSpecial == DsNop) return true;
  if (m.gds || m.dsSpecial == DsGws || m.dsSpecial == DsOrdered)
    return fault(FaultKind::Unsupported, w, index, "GDS is not modelled (no global data share in the emulator)");
  if (m.dsSpecial == DsSrc2 || m.dsSpecial == DsCondXchg)
    return fault(FaultKind::Unsupported, w, index, "this DS instruction is not implemented by the emulator");
  if (m.dsSpecial == DsTranspose) return execDsTranspose(w, m, index);
  const uint32_t offset16 = m.offset0 | uint32_t(m.offset1) << 8;
  const uint32_t m0 = w.s[m0Code()];
  const unsigned n = waveSize_;

  // ---- cross-lane: swizzle, permute, bpermute (no LDS access) ----
  if (m.dsSpecial == DsSwizzle || m.dsSpecial == DsPermute || m.dsSpecial == DsBPermute) {
    std::vector<uint32_t> out(n, 0);
    const uint64_t e = exec(w);
    if (m.dsSpecial == DsSwizzle) {
      for (unsigned lane = 0; lane < n; ++lane) {
        if (!(e >> lane & 1)) continue;
        const int src = swizzleSource(offset16, lane, memoryFeatures(gen_).swizzleModes);
        if (src < 0) return fault(FaultKind::Unsupported, w, index, "ds_swizzle_b32 FFT mode is not implemented");
        out[lane] = e >> src & 1 ? vgpr(w, m.vaddr, unsigned(src)) : 0;  // an inactive source gives 0
      }
    } else if (m.dsSpecial == DsBPermute) {  // backward: each lane reads lane (addr + offset) / 4
      for (unsigned lane = 0; lane < n; ++lane) {
        if (!(e >> lane & 1)) continue;
        const unsigned src = ((vgpr(w, m.vaddr, lane) + offset16) / 4) % n;
        out[lane] = e >> src & 1 ? vgpr(w, m.data0, src) : 0;
      }
    } else {  // forward: each lane writes lane (addr + offset) / 4; the highest writing lane wins
      for (unsigned lane = 0; lane < n; ++lane) {
        if (!(e >> lane & 1)) continue;
        out[((vgpr(w, m.vaddr, lane) + offset16) / 4) % n] = vgpr(w, m.data0, lane);
      }
    }
    for (unsigned lane = 0; lane < n; ++lane)
      if (e >> lane & 1) vgpr(w, m.vdst, lane) = out[lane];
    return true;
  }

  // ---- append / consume: one counter in LDS at M0[15:0] + offset, the pre-op value to every lane ----
  if (m.dsSpecial == DsAppend || m.dsSpecial == DsConsume) {
    const uint64_t a = (m0 & 0xffff) + offset16;
    uint32_t old = 0;
    if (!ldsAccess(w, index, 0, a, &old, 4, false, true)) return false;
    const uint32_t count = uint32_t(std::popcount(exec(w)));
    uint32_t nv = m.dsSpecial == DsAppend ? old + count : old - count;
    if (!ldsAccess(w, index, 0, a, &nv, 4, true, true)) return false;
    for (unsigned lane = 0; lane < n; ++lane)
      if (laneOn(w, lane)) vgpr(w, m.vdst, lane) = old;
    return true;
  }

  // Address alignment (the reference page): read2/write2, atomics and b96/b128 always align down to their
  // size (b96: 16); plain 2/4/8-byte reads and writes do too before GCN 1.4.
  const unsigned size = m.elemBytes < 4 ? m.elemBytes : m.dwords * 4u;
  uint64_t alignMask = ~0ull;
  if (m.two || m.kind == MemKind::Atomic || m.dwords >= 3) alignMask = ~uint64_t(size >= 12 ? 15 : size - 1);
  else if (!vmemRules(gen_).dsUnaligned) alignMask = ~uint64_t(size - 1);
  for (unsigned lane = 0; lane < n; ++lane) {
    if (!laneOn(w, lane)) continue;
    const uint64_t addr = m.dsSpecial == DsAddTid ? uint64_t(m0 & 0xffff) + offset16 + lane * 4ull
                                                  : uint64_t(vgpr(w, m.vaddr, lane));
    // ---- read2 / write2 / wrxchg2: two addresses, offsets in elements (x64 with st64) ----
    if (m.two) {
      const uint64_t unit = uint64_t(m.dwords) * 4 * (m.st64 ? 64 : 1);
      // 32-bit sums, as every DS address (below)
      const uint64_t a[2] = {uint32_t(addr + m.offset0 * unit) & alignMask, uint32_t(addr + m.offset1 * unit) & alignMask};
      for (unsigned k = 0; k < 2; ++k) {
        const unsigned bytes = m.dwords * 4u;
        uint32_t buf[2] = {0, 0};
        if (m.kind == MemKind::Load || m.dsSpecial == DsWrxchg2) {
          if (!ldsAccess(w, index, lane, a[k], buf, bytes, false, m.kind == MemKind::Atomic)) return false;
          if (m.dsSpecial == DsWrxchg2) {
            uint32_t nv[2] = {vgpr(w, (k ? m.data1 : m.data0), lane), m.dwords == 2 ? vgpr(w, (k ? m.data1 : m.data0) + 1u, lane) : 0};
            if (!ldsAccess(w, index, lane, a[k], nv, bytes, true, true)) return false;
          }
          for (unsigned i = 0; i < m.dwords; ++i) vgpr(w, m.vdst + k * m.dwords + i, lane) = buf[i];
        } else {
          for (unsigned i = 0; i < m.dwords; ++i) buf[i] = vgpr(w, (k ? m.data1 : m.data0) + i, lane);
          if (!ldsAccess(w, index, lane, a[k], buf, bytes, true, false)) return false;
        }
      }
      continue;
    }
    // ADDR + offset wraps at 32 bits: LLVM (GFX7+) folds `sub C, x` into (0 - x) + offset C, relying on it (the
    // twin global_load_lds.cl found the emulator summing in 64 bits: an lds-range report on a correct access).
    const uint64_t a = uint32_t(m.dsSpecial == DsAddTid ? addr : addr + offset16) & alignMask;
    // ---- atomics ----
    if (m.kind == MemKind::Atomic) {
      const unsigned dw = m.dwords, bits = dw == 2 ? 64 : 32;
      auto data = [&](uint16_t reg) { return vgpr(w, reg, lane) | (dw == 2 ? uint64_t(vgpr(w, reg + 1u, lane)) << 32 : 0); };
      // CMPST: DATA0 is the compare value, DATA1 the new one; MSKOR: DATA0 the mask, DATA1 the OR value;
      // WRAP: DATA0 the limit, DATA1 the increment.
      const bool cmpst = m.fn == AtomicFn::CmpSwap || m.fn == AtomicFn::FCmpSwap;
      const uint64_t src = cmpst ? data(m.data1) : data(m.data0);
      const uint64_t second = cmpst ? data(m.data0) : (m.fn == AtomicFn::MskOr || m.fn == AtomicFn::Wrap) ? data(m.data1) : 0;
      uint64_t old = 0;
      if (!ldsAccess(w, index, lane, a, &old, dw * 4, false, true)) return false;
      uint64_t nv = atomicResult(m.fn, old, src, second, bits);
      if (!ldsAccess(w, index, lane, a, &nv, dw * 4, true, true)) return false;
      if (m.returns) {
        vgpr(w, m.vdst, lane) = uint32_t(old);
        if (dw == 2) vgpr(w, m.vdst + 1u, lane) = uint32_t(old >> 32);
      }
      continue;
    }
    // ---- reads and writes ----
    if (m.elemBytes < 4) {
      uint32_t raw = 0;
      if (m.kind == MemKind::Load) {
        if (!ldsAccess(w, index, lane, a, &raw, m.elemBytes, false, false)) return false;
        m.placeSubDword(raw, vgpr(w, m.vdst, lane));
      } else {
        raw = vgpr(w, m.data0, lane) >> (m.d16Hi ? 16 : 0);
        if (!ldsAccess(w, index, lane, a, &raw, m.elemBytes, true, false)) return false;
      }
      continue;
    }
    uint32_t buf[4] = {};
    const unsigned bytes = m.dwords * 4u;
    if (m.kind == MemKind::Load) {
      if (!ldsAccess(w, index, lane, a, buf, bytes, false, false)) return false;
      for (unsigned i = 0; i < m.dwords; ++i) vgpr(w, m.vdst + i, lane) = buf[i];
    } else {
      for (unsigned i = 0; i < m.dwords; ++i) buf[i] = vgpr(w, m.data0 + i, lane);
      if (!ldsAccess(w, index, lane, a, buf, bytes, true, false)) return false;
    }
  }
  return !failed();
}

}  // namespace gcnkit::emu
