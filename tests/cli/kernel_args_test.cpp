// `gcnkit run --arg`: parsing the argument specs and placing them in the kernarg segment.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>

#include "cli/kernel_args.h"

namespace gcnkit::test {
namespace {

using cli::KernelArg;

KernelArg parse(const char* spec) {
  std::string error;
  auto a = cli::parseKernelArg(spec, error);
  EXPECT_TRUE(a) << spec << ": " << error;
  return a.value_or(KernelArg{});
}

std::string failure(const char* spec) {
  std::string error;
  EXPECT_FALSE(cli::parseKernelArg(spec, error)) << spec;
  return error;
}

TEST(CliKernelArgs, ValuesAreLittleEndianOfTheirWidth) {
  EXPECT_EQ(parse("u32:0x11223344").bytes, (std::vector<uint8_t>{0x44, 0x33, 0x22, 0x11}));
  EXPECT_EQ(parse("i32:-2").bytes, (std::vector<uint8_t>{0xfe, 0xff, 0xff, 0xff}));
  EXPECT_EQ(parse("u64:1").bytes.size(), 8u);
  EXPECT_EQ(parse("f32:1.5").bytes, (std::vector<uint8_t>{0, 0, 0xc0, 0x3f}));
  EXPECT_EQ(parse("f64:2").bytes, (std::vector<uint8_t>{0, 0, 0, 0, 0, 0, 0, 0x40}));
  KernelArg b = parse("buf:16");
  EXPECT_EQ(b.kind, KernelArg::Kind::Buffer);
  EXPECT_EQ(b.bytes, std::vector<uint8_t>(16, 0));
  EXPECT_EQ(b.size, 8u);
  std::string path = ::testing::TempDir() + "/gcnkit_arg.bin";
  std::ofstream(path, std::ios::binary) << "abc";
  EXPECT_EQ(parse(("buf:@" + path).c_str()).bytes, (std::vector<uint8_t>{'a', 'b', 'c'}));
}

TEST(CliKernelArgs, BadSpecsAreNamed) {
  EXPECT_EQ(failure("u32:4294967296"), "argument 'u32:4294967296': '4294967296' is not a value of type u32");
  EXPECT_NE(failure("i32:-2147483649").find("is not a value of type i32"), std::string::npos);
  EXPECT_NE(failure("u64:-1").find("is not a value of type u64"), std::string::npos);
  EXPECT_NE(failure("f32:abc").find("is not a value of type f32"), std::string::npos);
  EXPECT_NE(failure("x16:1").find("unknown type"), std::string::npos);
  EXPECT_NE(failure("4x2").find("expected TYPE:VALUE"), std::string::npos);
  EXPECT_NE(failure("buf:@/nonexistent/file").find("cannot read"), std::string::npos);
}

// The forms beyond TYPE:V: structs in C layout, raw bytes, bit patterns and plain numbers (sized later, from
// the metadata), __local pointers.
TEST(CliKernelArgs, StructsBytesBitsNumbersAndLds) {
  // {float, int, uchar}: 4 + 4 + 1, padded to 12 (4-byte aligned); {double, int}: 16, 8-byte aligned.
  KernelArg s = parse("struct:f32:1.5,i32:-2,u8:1");
  EXPECT_EQ(s.bytes, (std::vector<uint8_t>{0, 0, 0xc0, 0x3f, 0xfe, 0xff, 0xff, 0xff, 1, 0, 0, 0}));
  EXPECT_EQ(s.size, 12u);
  EXPECT_EQ(s.align, 4u);
  EXPECT_EQ(s.flavor, KernelArg::Flavor::Composite);
  KernelArg w = parse("struct:u8:7,f64:2,i32:3");  // the double aligned to 8 after the byte
  EXPECT_EQ(w.size, 24u);
  EXPECT_EQ(w.align, 8u);
  EXPECT_EQ(w.bytes[0], 7u);
  EXPECT_EQ(w.bytes[15], 0x40u);
  EXPECT_EQ(w.bytes[16], 3u);
  EXPECT_EQ(parse("struct:f32:1,f32:2,f32:3,pad:4").size, 16u);  // a float3
  KernelArg b = parse("bytes:0000c03f");
  EXPECT_EQ(b.bytes, (std::vector<uint8_t>{0, 0, 0xc0, 0x3f}));
  EXPECT_EQ(b.flavor, KernelArg::Flavor::Bits);
  EXPECT_EQ(b.size, 4u);
  EXPECT_EQ(parse("bits:0x40400000").size, 0u);  // sized by resolveKernelArgs
  EXPECT_EQ(parse("-2.5").size, 0u);
  KernelArg l = parse("lds:256");
  EXPECT_EQ(l.kind, KernelArg::Kind::Lds);
  EXPECT_EQ(l.ldsBytes, 256u);
  EXPECT_EQ(l.size, 4u);
  EXPECT_EQ(parse("f32:2").flavor, KernelArg::Flavor::Float);
  EXPECT_EQ(parse("i16:2").flavor, KernelArg::Flavor::Integer);
  EXPECT_NE(failure("struct:f32:1,x:2").find("field 'x:2'"), std::string::npos);
  EXPECT_NE(failure("struct:u32:-1").find("'-1' is not a value of type u32"), std::string::npos);
  EXPECT_NE(failure("bytes:0c0").find("two hex digits a byte"), std::string::npos);
  EXPECT_NE(failure("bytes:zz").find("'zz' is not a hex byte"), std::string::npos);
  EXPECT_NE(failure("bits:1.5").find("bits:0xHEX"), std::string::npos);
  EXPECT_NE(failure("lds:0").find("from 1 to 65536"), std::string::npos);
  EXPECT_NE(failure("lds:70000").find("from 1 to 65536"), std::string::npos);
}

// Bit patterns without metadata take their width from their digits.
TEST(CliKernelArgs, BitPatternsWithoutMetadata) {
  emu::LoadedKernel k;
  std::vector<KernelArg> args{parse("bits:0x40400000"), parse("bits:0x0001"), parse("bits:0x3")};
  std::string error;
  EXPECT_FALSE(cli::resolveKernelArgs(k, args, error));
  EXPECT_NE(error.find("--arg 2 (bits:0x3): without metadata, write the bit pattern's every hex digit"), std::string::npos)
      << error;
  EXPECT_EQ(args[0].bytes, (std::vector<uint8_t>{0, 0, 0x40, 0x40}));
  EXPECT_EQ(args[1].size, 2u);
  std::vector<KernelArg> number{parse("3")};
  EXPECT_FALSE(cli::resolveKernelArgs(k, number, error));
  EXPECT_NE(error.find("a plain number needs the argument's type, and the kernel has no metadata for it"),
            std::string::npos)
      << error;
}

TEST(CliKernelArgs, NaturalAlignmentInOrder) {
  std::vector<KernelArg> args{parse("u32:1"), parse("buf:4"), parse("i32:2"), parse("f64:1"), parse("u32:3")};
  EXPECT_EQ(cli::layoutKernelArgs(args), 36u);
  EXPECT_EQ(args[0].offset, 0u);
  EXPECT_EQ(args[1].offset, 8u);  // a buffer address is 8-byte aligned
  EXPECT_EQ(args[2].offset, 16u);
  EXPECT_EQ(args[3].offset, 24u);
  EXPECT_EQ(args[4].offset, 32u);
}

}  // namespace
}  // namespace gcnkit::test
