// What one decoded instruction does to the wave's registers and counters, as the static checks need it: the
// registers it reads and writes when it issues, and for a memory operation the counters it joins, its place in
// their return order and the registers its result writes when it completes. Derived from the instruction table's
// operand specs and the fields, with the generation's memory rules as data (counterRules).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "analysis/reg_set.h"
#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit::analysis {

// The wait counters: s_waitcnt's (vmcnt, lgkmcnt, expcnt; GFX10's vscnt) and GFX12's separate ones, where kVm is
// loadcnt, kVs storecnt and kExp expcnt, LGKM_CNT splits into dscnt (kDs) and kmcnt (kKm), and image samples and ray
// queries count in samplecnt (kSample) and bvhcnt (kBvh).
enum Counter : uint8_t { kVm, kLgkm, kExp, kVs, kDs, kKm, kSample, kBvh, kCounterCount };
const char* counterName(Counter c, Gen g);  // "vmcnt", "lgkmcnt", ...; on GFX12 "loadcnt", "dscnt", ...
// The counters a generation has.
bool hasCounter(Gen g, Counter c);
// The wait that lets at most `n` operations remain in counter `c`: "s_waitcnt vmcnt(1)", GFX12 "s_wait_loadcnt 1".
std::string waitText(Counter c, unsigned n, Gen g);
// The wait for everything a function may be left with at entry or return.
std::string waitAllText(Gen g);

// What differs between generations in how memory operations count (one row per generation).
struct CounterRules {
  bool vsCnt;            // stores and atomics without return count in VS_CNT, loads in VM_CNT (GFX10)
  bool storeDataHeld;    // a vector store still reads its data VGPRs after issue, until EXP_CNT says so (GFX6)
  unsigned max[kCounterCount];  // the largest value each counter holds (issue stalls beyond it)
};
const CounterRules& counterRules(Gen g);

// Return order: operations of one class complete in issue order; classes of one counter complete in any order
// relative to each other.
enum class Order : uint8_t {
  None,
  Vmem,      // vector memory (buffer, image, global, scratch, flat) in VM_CNT or VS_CNT
  Lds,       // DS on the LDS
  Smem,      // scalar memory: any order, weight 1 or 2
  Gds,       // GDS / GWS
  Message,   // s_sendmsg
  StoreData, // GFX6: store data held until EXP_CNT retires it
};

struct MemEffect {
  bool counts[kCounterCount]{};  // the counters it increments
  uint8_t weight = 1;             // its LGKM_CNT weight (SMEM: 1 for a single dword, 2 for more)
  Order order = Order::None;      // its class in the return order of every counter it joins
  bool sampler = false;           // MIMG with a sampler (results of another vector type may land out of order)
  RegSet results;                 // registers its result writes when it completes
  RegSet held;                    // registers it still reads after issue (overwriting them needs EXP_CNT)
  bool ldsDma = false;            // loads into the LDS (the LDS slot is its result)
  bool dsWrite = false, dsRead = false;  // a DS access writing / reading the LDS
  bool atomic = false;
  bool store = false;             // writes memory (store or atomic)
};

enum class Unit : uint8_t { Salu, Smem, Valu, Vmem, Ds, Export, Invalid };

struct Effects {
  Unit unit = Unit::Invalid;
  RegSet reads;    // read at issue
  RegSet writes;   // written at issue (memory results: MemEffect::results)
  std::optional<MemEffect> mem;
  // Facts the hazard rules and the scalar-memory rules ask.
  bool dpp = false, sdwa = false, mfma = false, accRead = false, accWrite = false, cmpx = false;
  bool trans = false;   // a transcendental VALU operation (gfx940's forwarding hazard)
  bool dot = false;     // a dot product (v_dot*: LLVM's IsDOT, gfx90a+'s DOT hazards)
  bool laneSelectSgpr = false;  // v_readlane/v_writelane with an SGPR lane select (in laneSelect)
  uint16_t laneSelect = 0;
  int hwregWrite = -1, hwregRead = -1;  // s_setreg / s_getreg: the hardware register id
  unsigned waitStates = 1;  // wait states the instruction itself provides (s_nop N: N + 1)
  bool sgprSoffset = false;     // MUBUF/MTBUF with an SGPR soffset (the wide-store hazard does not apply)
  bool wideStoreData = false;   // a vector store of more than 64 bits of data (or a 64-bit cmpswap)
  RegSet storeData;             // its data registers
};

// `t` must carry the kernel's wave size (Target::wave32): lane masks are one SGPR in wave32, two in wave64.
Effects effectsOf(const Instruction& inst, const Target& t);

// Whether `inst` is s_waitcnt_depctr (GFX12: s_wait_alu) with the named field (`depctr_sa_sdst`, ...) at 0: a wait
// for what that field counts.
bool depctrWaits(const Instruction& inst, Gen g, std::string_view field);

// A matrix instruction's (MFMA, SMFMAC) operands as registers: A, B, the accumulator C (SMFMAC: D itself; its index
// VGPR is in `index`) and the result D. Empty sets for any other instruction.
struct MatrixOperands {
  RegSet a, b, c, d, index;
  RegSet scale;  // gfx950's v_mfma_scale_*: the scale VGPRs (LLVM counts them among the uses that are not C)
};
MatrixOperands matrixOperands(const Instruction& inst, const Target& t);

}  // namespace gcnkit::analysis
