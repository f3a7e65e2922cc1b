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
  EXPECT_NE(failure("42").find("expected TYPE:VALUE"), std::string::npos);
  EXPECT_NE(failure("buf:@/nonexistent/file").find("cannot read"), std::string::npos);
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
