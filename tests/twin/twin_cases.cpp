// The twin cases: every kernel of tests/twin/kernels with inputs that reach its interesting paths.
#include <bit>
#include <cstdint>

#include "twin_case.h"

namespace gcnkit::twin {

Arg input(Elem e, size_t count, Init init) {
  Arg a;
  a.elem = e;
  a.count = count;
  a.init = std::move(init);
  return a;
}
Arg output(Elem e, size_t count, Compare c, unsigned ulp) {
  Arg a;
  a.elem = e;
  a.count = count;
  a.output = true;
  a.compare = c;
  a.ulp = ulp;
  return a;
}
Arg inout(Elem e, size_t count, Init init, Compare c) {
  Arg a = output(e, count, c);
  a.init = std::move(init);
  return a;
}
Arg scalarU32(uint32_t v) {
  Arg a;
  a.buffer = false;
  a.elem = Elem::U32;
  a.scalar = v;
  return a;
}
Arg scalarF32(float v) {
  Arg a = scalarU32(std::bit_cast<uint32_t>(v));
  a.elem = Elem::F32;
  return a;
}

namespace {

Init random() { return {Fill::Random, -20, 20, {}}; }
Init specials(double loExp, double hiExp) { return {Fill::Specials, loExp, hiExp, {}}; }
Init bounded(double lo, double hi) { return {Fill::Bounded, lo, hi, {}}; }
Init values(std::vector<uint64_t> v) { return {Fill::Values, 0, 0, std::move(v)}; }

Case oneD(const char* source, const char* kernel, uint32_t items, uint32_t group, std::vector<Arg> args) {
  Case c;
  c.source = source;
  c.kernel = kernel;
  c.global = {items, 1, 1};
  c.local = {group, 1, 1};
  c.args = std::move(args);
  return c;
}

Case grid(const char* source, const char* kernel, std::array<uint32_t, 3> items, std::array<uint32_t, 3> group,
          unsigned dims, std::vector<Arg> args) {
  Case c = oneD(source, kernel, 1, 1, std::move(args));
  c.global = items;
  c.local = group;
  c.dims = dims;
  return c;
}

constexpr unsigned kTranscendentalUlp = 8;  // OpenCL's bound (atan2: 6) + the host library's 1 + 1
constexpr unsigned kDoubleTranscendentalUlp = 18;  // pow: 16

void addArithmetic(std::vector<Case>& v) {
  using enum Elem;
  const char* ia = "int_arith.cl";
  v.push_back(oneD(ia, "int_ops", 250, 64,
                   {input(U32, 250, random()), input(U32, 250, random()), output(U32, 250 * 16), scalarU32(250)}));
  v.push_back(oneD(ia, "long_ops", 200, 64,
                   {input(U64, 200, random()), input(U64, 200, random()), output(U64, 200 * 10), scalarU32(200)}));
  v.push_back(oneD(ia, "narrow_ops", 256, 128,
                   {input(I8, 256, random()), input(U16, 256, random()), output(I32, 1024), scalarU32(256)}));
  const char* fm = "float_math.cl";
  v.push_back(oneD(fm, "float_exact", 256, 64,
                   {input(F32, 256, specials(-30, 30)), input(F32, 256, specials(-30, 30)),
                    input(F32, 256, specials(-30, 30)), output(F32, 256 * 12), scalarU32(256)}));
  v.push_back(oneD(fm, "float_select", 256, 64,
                   {input(F32, 256, specials(-4, 4)), input(F32, 256, specials(-4, 4)),
                    output(F32, 512, Compare::ExactAnyZero), output(I32, 256), scalarU32(256)}));
  v.push_back(oneD(fm, "float_transcendental", 256, 64,
                   {input(F32, 256, bounded(-100, 100)), input(F32, 256, bounded(-20, 20)),
                    output(F32, 256 * 8, Compare::Ulp, kTranscendentalUlp), scalarU32(256)}));
  const char* cv = "conversions.cl";
  v.push_back(oneD(cv, "float_to_int", 256, 64, {input(F32, 256, specials(-2, 34)), output(I32, 256 * 6), scalarU32(256)}));
  v.push_back(oneD(cv, "int_to_float", 256, 64, {input(I32, 256, random()), output(F32, 256 * 6), scalarU32(256)}));
  v.push_back(oneD(cv, "wide_conversions", 256, 64,
                   {input(F64, 256, specials(-160, 70)), input(I64, 256, random()), output(F32, 256 * 3),
                    output(F64, 256 * 3), output(I64, 256), scalarU32(256)}));
  v.push_back(oneD(cv, "half_storage", 256, 64,
                   {input(F32, 256, specials(-30, 17)), output(F16, 256), output(F32, 256), output(U32, 256),
                    scalarU32(256)}));
  const char* hd = "half_double.cl";
  v.push_back(oneD(hd, "half_arith", 256, 64,
                   {input(F16, 256, specials(-16, 15)), input(F16, 256, specials(-16, 15)), output(F16, 256 * 4),
                    output(F16, 256, Compare::Ulp, 1), scalarU32(256)}));
  v.push_back(oneD(hd, "double_exact", 256, 64,
                   {input(F64, 256, specials(-300, 300)), input(F64, 256, specials(-300, 300)),
                    input(F64, 256, specials(-300, 300)), output(F64, 256 * 8), scalarU32(256)}));
  v.push_back(oneD(hd, "double_transcendental", 256, 64,
                   {input(F64, 256, bounded(-50, 50)), output(F64, 256 * 4, Compare::Ulp, kDoubleTranscendentalUlp),
                    scalarU32(256)}));
}

void addControlAndLanes(std::vector<Case>& v) {
  using enum Elem;
  const char* cf = "control_flow.cl";
  v.push_back(oneD(cf, "branches", 256, 64, {input(I32, 256, random()), output(U32, 256), scalarU32(256)}));
  v.push_back(oneD(cf, "loops", 200, 64,
                   {input(U32, 200, random()), output(U32, 200), output(U32, 200), scalarU32(200)}));
  v.push_back(oneD(cf, "early_exit", 256, 64,
                   {input(I32, 256, random()), inout(I32, 256, values({uint64_t(-7)}), Compare::Exact), scalarU32(256),
                    scalarU32(24)}));
  const char* sg = "subgroup.cl";
  v.push_back(oneD(sg, "sg_reduce", 256, 128, {input(I32, 256, bounded(-1000000, 1000000)), output(I32, 1024)}));
  v.push_back(oneD(sg, "sg_scan", 256, 128, {input(U32, 256, random()), output(U32, 512)}));
  v.push_back(oneD(sg, "sg_vote", 256, 128, {input(I32, 256, bounded(12300, 12400)), output(I32, 768)}));
  v.push_back(oneD("lanes.cl", "lane_ops", 256, 64, {input(U32, 256, random()), output(U32, 256 * 6)}));
  v.push_back(oneD("trap.cl", "trap_if", 64, 64, {output(U32, 64), scalarU32(5)}));
}

void addMemory(std::vector<Case>& v) {
  using enum Elem;
  const char* mm = "memory.cl";
  v.push_back(oneD(mm, "gather_scatter", 240, 64,
                   {input(U32, 240, random()), input(U32, 240, random()), output(U64, 240), output(U16, 240),
                    output(U32, 240), scalarU32(240)}));
  v.push_back(oneD(mm, "local_reverse", 512, 256, {input(I32, 512, random()), output(I32, 512)}));
  v.push_back(oneD(mm, "private_array", 128, 64, {input(U32, 128, random()), output(U32, 128), scalarU32(128)}));
  v.push_back(oneD(mm, "global_atomics", 256, 64,
                   {input(I32, 256, bounded(-100000, 100000)),
                    inout(I32, 8, values({0, 0x7fffffff, uint64_t(int64_t(INT32_MIN)), 0, 0, 0, 0, 0}), Compare::Exact),
                    output(U32, 256, Compare::Sorted), scalarU32(256)}));
  v.push_back(oneD(mm, "local_atomics", 512, 128, {input(U32, 512, random()), output(U32, 16)}));
  const char* gr = "grids.cl";
  v.push_back(grid(gr, "grid2d", {37, 21, 1}, {16, 8, 1}, 2, {output(U32, 37 * 21), scalarU32(37), scalarU32(21)}));
  v.push_back(grid(gr, "grid3d", {9, 7, 5}, {4, 4, 2}, 3,
                   {output(U32, 315), output(U32, 315), scalarU32(9), scalarU32(7), scalarU32(5)}));
}

}  // namespace

std::vector<Case> benchCases(unsigned scale) {
  using enum Elem;
  std::vector<Case> v;
  const uint32_t n = 16 * (1 + scale);  // matrices n x n, multiples of 16
  v.push_back(grid("bench_linear.cl", "matmul_naive", {n + 8, n + 8, 1}, {16, 16, 1}, 2,
                   {input(F32, (n + 8) * (n + 8), bounded(-1, 1)), input(F32, (n + 8) * (n + 8), bounded(-1, 1)),
                    output(F32, (n + 8) * (n + 8)), scalarU32(n + 8)}));
  v.push_back(grid("bench_linear.cl", "matmul_tiled", {n, n, 1}, {16, 16, 1}, 2,
                   {input(F32, n * n, bounded(-1, 1)), input(F32, n * n, bounded(-1, 1)), output(F32, n * n),
                    scalarU32(n)}));
  const uint32_t w = 32 * scale + 16, h = 16 * scale + 16;
  v.push_back(grid("bench_linear.cl", "transpose_tiled", {w, h, 1}, {16, 16, 1}, 2,
                   {input(F32, w * h, random()), output(F32, w * h), scalarU32(w), scalarU32(h)}));
  const uint32_t sw = 40 * scale, sh = 30 * scale;
  v.push_back(grid("bench_stencil.cl", "stencil2d", {sw, sh, 1}, {16, 16, 1}, 2,
                   {input(F32, sw * sh, bounded(-10, 10)), output(F32, sw * sh), scalarU32(sw), scalarU32(sh)}));
  const uint32_t nx = 12 * scale, ny = 10 * scale, nz = 6 * scale;
  v.push_back(grid("bench_stencil.cl", "stencil3d", {nx, ny, nz}, {8, 4, 2}, 3,
                   {input(F32, nx * ny * nz, bounded(-10, 10)), output(F32, nx * ny * nz), scalarU32(nx), scalarU32(ny),
                    scalarU32(nz)}));
  const uint32_t items = 256 * scale;
  v.push_back(oneD("bench_stencil.cl", "compute_heavy", items, 64,
                   {input(F32, items, bounded(-2, 2)), output(F32, items), scalarU32(items), scalarU32(50)}));
  const uint32_t rn = 1000 * scale;
  const uint32_t rg = (rn + 255) / 256;
  v.push_back(oneD("bench_reduce.cl", "reduce_sum", rg * 256, 256,
                   {input(U32, rn, bounded(0, 1000000)), output(U32, rg), scalarU32(rn)}));
  v.push_back(oneD("bench_reduce.cl", "histogram", rn, 128,
                   {input(U32, rn, random()), output(U32, 13), scalarU32(rn), scalarU32(13)}));
  v.push_back(oneD("bench_reduce.cl", "scan_group", 512 * scale, 256,
                   {input(U32, 512 * scale, bounded(0, 1000)), output(U32, 512 * scale)}));
  const uint32_t hn = 300 * scale;
  v.push_back(oneD("hip_kernels.hip", "hip_saxpy", hn, 64,
                   {scalarF32(1.5f), input(F32, hn, specials(-10, 10)), inout(F32, hn, random(), Compare::Exact),
                    scalarU32(hn)}));
  const uint32_t bn = 500 * scale, bg = (bn + 127) / 128;
  v.push_back(oneD("hip_kernels.hip", "hip_block_sum", bg * 128, 128,
                   {input(F64, bn, bounded(-1000, 1000)), output(F64, bg), scalarU32(bn)}));
  return v;
}

const std::vector<Case>& testCases() {
  static const std::vector<Case> cases = [] {
    std::vector<Case> v;
    addArithmetic(v);
    addControlAndLanes(v);
    addMemory(v);
    for (Case& c : benchCases(1)) v.push_back(std::move(c));
    return v;
  }();
  return cases;
}

}  // namespace gcnkit::twin
