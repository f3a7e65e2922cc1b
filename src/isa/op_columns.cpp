#include "isa/op_columns.h"

#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

namespace gcnkit::op_columns {

namespace {

// Field names of the .def operand columns. Some names mean another field in one family: exp's src0..3
// are its VGPR sources, and the flat families call their address vaddr.
Field fieldByName(std::string_view n, Encoding enc) {
  static const std::pair<std::string_view, Field> names[] = {
      {"sdst", Field::SDST},     {"ssrc0", Field::SSRC0}, {"ssrc1", Field::SSRC1},  {"simm16", Field::SIMM16},
      {"sdata", Field::SDATA},   {"sbase", Field::SBASE}, {"offset", Field::OFFSET}, {"vdst", Field::VDST},
      {"src0", Field::SRC0},     {"src1", Field::SRC1},   {"src2", Field::SRC2},    {"imm", Field::IMM},
      {"vdata", Field::VDATA},   {"vaddr", Field::VADDR}, {"addr", Field::ADDR},    {"data0", Field::DATA0},
      {"data1", Field::DATA1},   {"srsrc", Field::SRSRC}, {"ssamp", Field::SSAMP},  {"soffset", Field::SOFFSET},
      {"saddr", Field::SADDR},   {"tgt", Field::TGT},     {"attr", Field::ATTR},    {"vsrc", Field::SRC0},
  };
  if (enc == Encoding::EXP && n.size() == 4 && n.substr(0, 3) == "src")
    return Field(int(Field::VSRC0) + (n[3] - '0'));
  if (isFlat(enc) && n == "vaddr") return Field::ADDR;
  for (auto& [s, f] : names)
    if (s == n) return f;
  std::abort();  // a typo in a .def file; caught by every test run
}

std::optional<ValType> valTypeByName(std::string_view k) {
  static const std::pair<std::string_view, ValType> names[] = {
      {"f16", ValType::F16}, {"f32", ValType::F32}, {"f64", ValType::F64},   {"b16", ValType::B16},
      {"b32", ValType::B32}, {"b64", ValType::B64}, {"pf16", ValType::PF16}, {"pb16", ValType::PB16},
  };
  for (auto& [s, t] : names)
    if (s == k) return t;
  return std::nullopt;
}

}  // namespace

// The OPSEL bit of a 16-bit operand's half (OpInfo::halfOperands).
uint8_t halfBit(Field f) {
  switch (f) {
    case Field::SRC0: return 1;
    case Field::SRC1: return 2;
    case Field::SRC2: return 4;
    case Field::VDST: return 8;
    default: return 0;
  }
}

uint32_t modifierBits(std::string_view list) {
  static const std::pair<std::string_view, uint32_t> names[] = {
      {"offen", kModOffen}, {"idxen", kModIdxen}, {"addr64", kModAddr64}, {"offset", kModOffset},
      {"offset0", kModOffset01}, {"offset1", kModOffset01}, {"gds", kModGds}, {"glc", kModGlc},
      {"slc", kModSlc}, {"dlc", kModDlc}, {"lds", kModLds}, {"tfe", kModTfe}, {"lwe", kModLwe},
      {"d16", kModD16}, {"dmask", kModDmask}, {"unorm", kModUnorm}, {"da", kModDa}, {"r128", kModR128},
      {"a16", kModA16}, {"dim", kModDim}, {"format", kModFormat}, {"dfmt", kModFormat}, {"nfmt", kModFormat},
      {"done", kModDone}, {"compr", kModCompr}, {"vm", kModVm}, {"high", kModHigh}, {"nv", kModNv}, {"row_en", kModRowEn},
      {"cpol_operand", kModPolicyOperand},
  };
  uint32_t bits = 0;
  while (!list.empty()) {
    size_t sp = list.find(' ');
    std::string_view one = list.substr(0, sp);
    list = sp == std::string_view::npos ? std::string_view{} : list.substr(sp + 1);
    if (one.empty()) continue;
    bool found = false;
    for (auto& [s, b] : names)
      if (s == one) { bits |= b; found = true; }
    if (!found) std::abort();  // a typo in vmem_ops.def
  }
  return bits;
}

OperandSpec parseSpec(std::string_view text, Encoding enc) {
  OperandSpec s;
  if (text.back() == '?') {
    s.optional = true;
    text.remove_suffix(1);
  }
  size_t colon = text.find(':');
  s.field = fieldByName(text.substr(0, colon), enc);
  std::string_view k = text.substr(colon + 1);
  auto width = [&](std::string_view digits) { return uint8_t(std::atoi(std::string(digits).c_str()) / 32); };
  const bool sized = k.size() <= 5 && k[1] >= '0' && k[1] <= '9';  // (v1024: a 32-VGPR tuple)
  // "b32h": a 32-bit source whose VGPR names a half on true16 generations (v_alignbit_b32's src2).
  const bool halfOf32 = k.size() > 1 && k.back() == 'h' && valTypeByName(k.substr(0, k.size() - 1));
  if (auto type = valTypeByName(halfOf32 ? k.substr(0, k.size() - 1) : k)) {
    s.kind = OperandKind::VSrc;
    s.type = *type;
    s.dwords = *type == ValType::F64 || *type == ValType::B64 ? 2 : 1;
    s.half = halfOf32 || *type == ValType::F16 || *type == ValType::B16;
  } else if ((k == "k32" || k == "k16" || k == "k64")) {  // (k64: GFX12.5's v_fmaak_f64/v_fmamk_f64, two dwords)
    s.kind = OperandKind::KImm;
    s.type = k == "k64" ? ValType::F64 : k == "k32" ? ValType::F32 : ValType::F16;
    s.dwords = k == "k64" ? 2 : 1;
  } else if (sized && k[0] == 'v') {
    s.kind = OperandKind::VReg;
    s.dwords = uint8_t(std::max(1, std::atoi(std::string(k.substr(1)).c_str()) / 32));
    s.half = k == "v16";
    s.anyAlignment = k.back() == 'u';
  } else if (sized && (k[0] == 's' || k[0] == 'x')) {
    s.kind = OperandKind::SReg;
    s.noM0Exec = k[0] == 'x';
    s.dwords = width(k.substr(1));
  } else if (sized && (k[0] == 'c' || k[0] == 'r' || k[0] == 'n' || k[0] == 'm')) {
    s.kind = OperandKind::SSrc;
    s.regOnly = k[0] == 'r';
    s.noLiteral = k[0] == 'n' || k[0] == 'm';
    s.m0Only = k[0] == 'm';
    s.dwords = width(k.substr(1));
  }
  else if (k == "cf32" || k == "cf16") {  // SALU floating point (GFX11.5+): a scalar source read as a float
    s.kind = OperandKind::SSrc;
    s.dwords = 1;
    s.type = k == "cf32" ? ValType::F32 : ValType::F16;
  }
  else if (k == "simm16") s.kind = OperandKind::SImm16;
  else if (k == "uimm16") s.kind = OperandKind::UImm16;
  else if (k == "imm16") s.kind = OperandKind::Imm16;
  else if (k == "dec16") s.kind = OperandKind::Dec16;
  else if (k == "label") s.kind = OperandKind::Label;
  else if (k == "waitcnt") s.kind = OperandKind::Waitcnt;
  else if (k == "sendmsg") s.kind = OperandKind::Sendmsg;
  else if (k == "hwreg") s.kind = OperandKind::Hwreg;
  else if (k == "gpridx") s.kind = OperandKind::GprIdx;
  else if (k == "lit32") s.kind = OperandKind::Lit32;
  else if (k == "smoff") s.kind = OperandKind::SmemOffset;
  else if (k == "probe") s.kind = OperandKind::Probe;
  else if (k == "pfoff") s.kind = OperandKind::PrefetchOffset;
  else if (k == "pfsize") s.kind = OperandKind::PrefetchSize;
  else if (k == "version") s.kind = OperandKind::Version;
  else if (k == "depctr") s.kind = OperandKind::Depctr;
  else if (k == "delayalu") s.kind = OperandKind::DelayAlu;
  else if (k == "sendmsgrtn") s.kind = OperandKind::SendmsgRtn;
  else if (k == "mask") s.kind = OperandKind::Mask;
  else if (k == "soff") s.kind = OperandKind::SOff;
  else if (k == "vaddr") s.kind = OperandKind::BufAddr;
  else if (k == "maddr") s.kind = OperandKind::ImgAddr;
  else if (k == "saddr") s.kind = OperandKind::FlatSaddr;
  else if (k == "exptgt") s.kind = OperandKind::ExpTgt;
  else if (k == "expsrc") s.kind = OperandKind::ExpSrc;
  else if (k == "attrchan" || k == "attr") s.kind = OperandKind::InterpAttr;
  else if (k == "pslot") s.kind = OperandKind::InterpSlot;
  else if (k == "voff32") s.kind = OperandKind::ScratchAddr;
  else std::abort();
  return s;
}


ImageAddress imageAddress(std::string_view n) {
  ImageAddress a;
  auto has = [&](std::string_view part) {
    for (size_t p = n.find(part); p != std::string_view::npos; p = n.find(part, p + 1)) {
      const size_t e = p + part.size();
      if (e == n.size() || n[e] == '_') return true;
    }
    return false;
  };
  if (n.starts_with("image_sample") || n.starts_with("image_gather4") || n == "image_get_lod") {
    a.sampler = true;
    std::string_view rest = n.starts_with("image_sample") ? n.substr(12) : n.starts_with("image_gather4") ? n.substr(13)
                                                                                                           : "";
    if (rest.starts_with("h")) rest.remove_prefix(1);  // gather4h
    n = rest;
    if (has("_c")) ++a.extra;
    if (has("_b")) ++a.extra;
    if (has("_o")) ++a.extra;
    a.gradients = has("_d") || has("_cd");
    a.lodClampMip = has("_l") || has("_cl");
    a.g16 = has("_g16");
    return a;
  }
  if (n == "image_get_resinfo") {
    a.coords = false;
    a.lodClampMip = true;
    return a;
  }
  a.lodClampMip = n.find("_mip") != std::string_view::npos;
  return a;
}

}  // namespace gcnkit::op_columns
