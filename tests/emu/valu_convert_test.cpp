// Vector ALU conversions: values worked out from the ISA reference pages (GcnInstrsVop1/2/3.md): saturation,
// NaN to 0 (flr/rpi: by the NaN's sign), truncation, the MODE round mode of the result type (f16: the
// double/half mode on GFX8+, the single mode on GFX7), denormals, the packing conversions, and what a 16-bit
// result does to the other half per generation.
#include "emu_valu_rows.h"

namespace gcnkit::test {
namespace {

#define S_RUP "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1\n"
#define S_RZ "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\n"
#define H_RUP "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 1\n"
#define H_RZ "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 3\n"
#define H_FLUSH "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 0\n"

constexpr const char* kAll = "gfx601 gfx700 gfx803 gfx900 gfx1030";
constexpr const char* k8 = "gfx803 gfx900 gfx1030";
constexpr const char* k9 = "gfx900 gfx1030";

TEST(EmuValuConvert, FloatToInteger) {
  checkValuRows({
      {"v_cvt_i32_f32 v4, v1", {0xbfc00000}, 0xffffffff, kAll},   // -1.5 truncates to -1
      {"v_cvt_i32_f32 v4, v1", {0x501502f9}, 0x7fffffff, kAll},   // 1e10 saturates
      {"v_cvt_i32_f32 v4, v1", {0xd01502f9}, 0x80000000, kAll},
      {"v_cvt_i32_f32 v4, v1", {0x7fc00000}, 0, kAll},
      {"v_cvt_u32_f32 v4, v1", {0x406ccccd}, 3, kAll},
      {"v_cvt_u32_f32 v4, v1", {0xbfc00000}, 0, kAll},
      {"v_cvt_u32_f32 v4, v1", {0x4f9502f9}, 0xffffffff, kAll},   // 5e9
      {"v_cvt_u32_f32 v4, v1", {0xff800000}, 0, kAll},
      {"v_cvt_i32_f64 v4, v[1:2]", {0, 0xc0040000}, 0xfffffffe, kAll},  // -2.5
      {"v_cvt_i32_f64 v4, v[1:2]", {0, 0x7ff80000}, 0, kAll},
      {"v_cvt_i32_f64 v4, v[1:2]", {0x8800759c, 0x7e37e43c}, 0x7fffffff, kAll},  // 1e300
      {"v_cvt_u32_f64 v4, v[1:2]", {0, 0x41f00000}, 0xffffffff, kAll},  // 2^32
      {"v_cvt_u32_f64 v4, v[1:2]", {0x00000001, 0x41efffff}, 0xfffff800, kAll},  // 2^32 - 2^11 + 2^-21
      {"v_cvt_flr_i32_f32 v4, v1", {0xbfc00000}, 0xfffffffe, kAll},
      {"v_cvt_flr_i32_f32 v4, v1", {0x7fc00000}, 0x7fffffff, kAll},
      {"v_cvt_flr_i32_f32 v4, v1", {0xffc00000}, 0x80000000, kAll},
      {"v_cvt_flr_i32_f32 v4, v1", {0x4f32d05e}, 0x7fffffff, kAll},  // 3e9
      {"v_cvt_rpi_i32_f32 v4, v1", {0xbfc00000}, 0xffffffff, kAll},  // floor(-1.5 + 0.5)
      {"v_cvt_rpi_i32_f32 v4, v1", {0x40200000}, 3, kAll},           // 2.5
      {"v_cvt_rpi_i32_f32 v4, v1", {0x3effffff}, 0, kAll},           // the sum is exact: below 1
      {"v_cvt_u16_f16 v4, v1", {0x7bff}, 0xffe0, k8},
      {"v_cvt_u16_f16 v4, v1", {0xbc00}, 0, k8},
      {"v_cvt_u16_f16 v4, v1", {0x7c00}, 0xffff, k8},
      {"v_cvt_u16_f16 v4, v1", {0x7e00}, 0, k8},
      {"v_cvt_u16_f16 v4, v1", {0x4180}, 2, k8},
      {"v_cvt_i16_f16 v4, v1", {0xfc00}, 0x8000, k8},
      {"v_cvt_i16_f16 v4, v1", {0xc180}, 0xfffe, k8},
      {"v_cvt_i16_f16 v4, v1", {0x7bff}, 0x7fff, k8},
      {"v_cvt_norm_i16_f16 v4, v1", {0x3c00}, 0x7fff, k9},
      {"v_cvt_norm_i16_f16 v4, v1", {0xbc00}, 0x8001, k9},
      {"v_cvt_norm_i16_f16 v4, v1", {0x3800}, 0x4000, k9},   // 16383.5 to nearest even
      {"v_cvt_norm_i16_f16 v4, v1", {0x4000}, 0x7fff, k9},
      {"v_cvt_norm_i16_f16 v4, v1", {0x7e00}, 0, k9},
      {"v_cvt_norm_u16_f16 v4, v1", {0x3c00}, 0xffff, k9},
      {"v_cvt_norm_u16_f16 v4, v1", {0x3800}, 0x8000, k9},
      {"v_cvt_norm_u16_f16 v4, v1", {0xbc00}, 0, k9},
  });
}

TEST(EmuValuConvert, IntegerToFloat) {
  checkValuRows({
      {"v_cvt_f32_i32 v4, v1", {0x7fffffff}, 0x4f000000, kAll},
      {S_RZ "v_cvt_f32_i32 v4, v1", {0x7fffffff}, 0x4effffff, kAll},
      {"v_cvt_f32_i32 v4, v1", {0x01000001}, 0x4b800000, kAll},
      {S_RUP "v_cvt_f32_i32 v4, v1", {0x01000001}, 0x4b800001, kAll},
      {"v_cvt_f32_i32 v4, v1", {0xffffffff}, 0xbf800000, kAll},
      {"v_cvt_f32_u32 v4, v1", {0xffffffff}, 0x4f800000, kAll},
      {S_RZ "v_cvt_f32_u32 v4, v1", {0xffffffff}, 0x4f7fffff, kAll},
      {"v_cvt_f64_i32 v[5:6], v1\nv_mov_b32 v4, v6", {0xffffffff}, 0xbff00000, kAll},
      {"v_cvt_f64_u32 v[5:6], v1\nv_mov_b32 v4, v6", {0xffffffff}, 0x41efffff, kAll},
      {"v_cvt_f64_u32 v[5:6], v1\nv_mov_b32 v4, v5", {0xffffffff}, 0xffe00000, kAll},
      {"v_cvt_f32_ubyte0 v4, v1", {0x04030201}, 0x3f800000, kAll},
      {"v_cvt_f32_ubyte1 v4, v1", {0x04030201}, 0x40000000, kAll},
      {"v_cvt_f32_ubyte2 v4, v1", {0x04030201}, 0x40400000, kAll},
      {"v_cvt_f32_ubyte3 v4, v1", {0xff030201}, 0x437f0000, kAll},
      {"v_cvt_off_f32_i4 v4, v1", {7}, 0x3ee00000, kAll},
      {"v_cvt_off_f32_i4 v4, v1", {8}, 0xbf000000, kAll},
      {"v_cvt_off_f32_i4 v4, v1", {0xf}, 0xbd800000, kAll},
      {"v_cvt_off_f32_i4 v4, v1", {0x10}, 0, kAll},
      {"v_cvt_f16_u16 v4, v1", {65535}, 0x7c00, k8},
      {"v_cvt_f16_u16 v4, v1", {2049}, 0x6800, k8},
      {H_RUP "v_cvt_f16_u16 v4, v1", {2049}, 0x6801, k8},
      {H_RZ "v_cvt_f16_u16 v4, v1", {65535}, 0x7bff, k8},
      {"v_cvt_f16_i16 v4, v1", {0xffff}, 0xbc00, k8},
      {"v_cvt_f16_i16 v4, v1", {0x8000}, 0xf800, k8},
  });
}

TEST(EmuValuConvert, FloatToFloat) {
  checkValuRows({
      {"v_cvt_f16_f32 v4, v1", {0x3f800000}, 0x3c00, kAll},
      {"v_cvt_f16_f32 v4, v1", {0x477ff000}, 0x7c00, kAll},  // 65520: a tie, to even = overflow
      {H_RZ "v_cvt_f16_f32 v4, v1", {0x477ff000}, 0x7bff, k8},
      {S_RZ "v_cvt_f16_f32 v4, v1", {0x477ff000}, 0x7c00, k8},       // GFX8+: the single mode does not apply
      {S_RZ "v_cvt_f16_f32 v4, v1", {0x477ff000}, 0x7bff, "gfx601 gfx700"},  // GFX6/7: it does
      {"v_cvt_f16_f32 v4, v1", {0x33000000}, 0, kAll},       // 2^-25: a tie between 0 and 2^-24
      {"v_cvt_f16_f32 v4, v1", {0x33400000}, 0x0001, kAll},
      {H_FLUSH "v_cvt_f16_f32 v4, v1", {0x33400000}, 0, k8},
      {"v_cvt_f16_f32 v4, v1", {0x7fc00000}, 0x7e00, kAll},
      {"v_cvt_f16_f32 v4, v1", {0x80000000}, 0x8000, kAll},
      {"v_cvt_f16_f32 v4, v1 clamp", {0x40000000}, 0x3c00, kAll},
      {"v_cvt_f32_f16 v4, v1", {0x3c00}, 0x3f800000, kAll},
      {"v_cvt_f32_f16 v4, v1", {0x0001}, 0x33800000, kAll},
      {H_FLUSH "v_cvt_f32_f16 v4, v1", {0x0001}, 0, k8},
      {"v_cvt_f32_f16 v4, v1", {0xfc00}, 0xff800000, kAll},
      {"v_cvt_f32_f16 v4, v1", {0x7e00}, 0x7fc00000, kAll},
      {"v_cvt_f32_f64 v4, v[1:2]", {0x55555555, 0x3fd55555}, 0x3eaaaaab, kAll},  // 1/3
      {S_RZ "v_cvt_f32_f64 v4, v[1:2]", {0x55555555, 0x3fd55555}, 0x3eaaaaaa, kAll},
      {"v_cvt_f32_f64 v4, v[1:2]", {0x8800759c, 0x7e37e43c}, 0x7f800000, kAll},
      {S_RZ "v_cvt_f32_f64 v4, v[1:2]", {0x8800759c, 0x7e37e43c}, 0x7f7fffff, kAll},
      {"v_cvt_f64_f32 v[5:6], v1\nv_mov_b32 v4, v6", {0x3fc00000}, 0x3ff80000, kAll},
      {"v_cvt_f64_f32 v[5:6], v1\nv_mov_b32 v4, v6", {0xff800000}, 0xfff00000, kAll},
  });
}

TEST(EmuValuConvert, Packing) {
  checkValuRows({
      {"v_cvt_pknorm_i16_f32 v4, v1, v2", {0x3f800000, 0xbf800000}, 0x80017fff, kAll},
      {"v_cvt_pknorm_i16_f32 v4, v1, v2", {0x3f000000, 0x7fc00000}, 0x00004000, kAll},
      {"v_cvt_pknorm_u16_f32 v4, v1, v2", {0x3f800000, 0x3f000000}, 0x8000ffff, kAll},
      {"v_cvt_pknorm_u16_f32 v4, v1, v2", {0xbf800000, 0x40000000}, 0xffff0000, kAll},
      {"v_cvt_pknorm_i16_f16 v4, v1, v2", {0x3c00, 0xbc00}, 0x80017fff, k9},
      {"v_cvt_pknorm_u16_f16 v4, v1, v2", {0x3c00, 0x3800}, 0x8000ffff, k9},
      {"v_cvt_pknorm_u16_f16 v4, v1, v2 op_sel:[1,0]", {0x3c000000, 0x3800}, 0x8000ffff, k9},
      {"v_cvt_pkrtz_f16_f32 v4, v1, v2", {0x3f800000, 0x477ff000}, 0x7bff3c00, kAll},
      {"v_cvt_pkrtz_f16_f32 v4, v1, v2", {0x3fffffff, 0xbfffffff}, 0xbfff3fff, kAll},
      {"v_cvt_pkrtz_f16_f32 v4, v1, v2", {0x7fc00000, 0xff800000}, 0xfc007e00, kAll},
      {"v_cvt_pk_u16_u32 v4, v1, v2", {0x12345, 7}, 0x0007ffff, kAll},
      {"v_cvt_pk_i16_i32 v4, v1, v2", {0xffff0000, 0x8000}, 0x7fff8000, kAll},
      {"v_cvt_pk_i16_i32 v4, v1, v2", {0xfffffffe, 5}, 0x0005fffe, kAll},
      {"v_cvt_pk_u8_f32 v4, v1, v2, v3", {0x40200000, 1, 0x11223344}, 0x11220244, kAll},  // 2.5 to even
      {S_RUP "v_cvt_pk_u8_f32 v4, v1, v2, v3", {0x40200000, 1, 0x11223344}, 0x11220344, kAll},
      {"v_cvt_pk_u8_f32 v4, v1, v2, v3", {0x43960000, 7, 0x11223344}, 0xff223344, kAll},  // 300 saturates
      {"v_cvt_pk_u8_f32 v4, v1, v2, v3", {0x7fc00000, 0, 0x11223344}, 0x11223300, kAll},
      {"v_cvt_pk_u8_f32 v4, v1, v2, v3", {0xc0400000, 2, 0x11223344}, 0x11003344, kAll},
      {"v_mov_b32 v4, 0x11223344\nv_cvt_pkaccum_u8_f32 v4, v1, v2", {0x40200000, 2}, 0x11023344,
       "gfx601 gfx700 gfx803 gfx900"},
      {"v_sat_pk_u8_i16 v4, v1", {0xff800100}, 0x00ff, k9},
      {"v_sat_pk_u8_i16 v4, v1", {0x0042007f}, 0x427f, k9},
  });
}

// A 16-bit conversion result: GFX7/8/9 zero the other half, GFX10 keeps it.
TEST(EmuValuConvert, HighHalfPerGeneration) {
  checkValuRows({
      {"v_mov_b32 v4, 0xffff0000\nv_cvt_f16_f32 v4, v1", {0x3f800000}, 0x3c00, "gfx700 gfx803 gfx900"},
      {"v_mov_b32 v4, 0xffff0000\nv_cvt_f16_f32 v4, v1", {0x3f800000}, 0xffff3c00, "gfx1030"},
      {"v_mov_b32 v4, 0xffff0000\nv_cvt_u16_f16 v4, v1", {0x4000}, 2, "gfx803 gfx900"},
      {"v_mov_b32 v4, 0xffff0000\nv_cvt_u16_f16 v4, v1", {0x4000}, 0xffff0002, "gfx1030"},
  });
}

}  // namespace
}  // namespace gcnkit::test
