// Typed buffer data of `gcnkit run`: `--arg buf:TYPE:...` (values, a file, iota, rand) and `--print I:TYPExN@FIRST`
// for every element type, and their errors.
#include <gtest/gtest.h>

#include <cstring>

#include "cli/kernel_args.h"
#include "cli/run_print.h"
#include "cli/typed_values.h"
#include "cli_support.h"

namespace gcnkit::test {
namespace {

using cli::ElementType;

std::vector<uint8_t> bufferOf(const std::string& spec) {
  std::string error;
  auto a = cli::parseKernelArg(spec, error);
  EXPECT_TRUE(a) << spec << ": " << error;
  if (!a) return {};
  EXPECT_EQ(a->kind, cli::KernelArg::Kind::Buffer) << spec;
  return a->bytes;
}

std::string argError(const std::string& spec) {
  std::string error;
  EXPECT_FALSE(cli::parseKernelArg(spec, error)) << spec;
  return error;
}

template <class T>
std::vector<T> as(const std::vector<uint8_t>& bytes) {
  std::vector<T> out(bytes.size() / sizeof(T));
  std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
  return out;
}

// Each type's values as bytes, and printed back as the shortest text that reads back to them.
TEST(TypedValues, EveryTypeParsesAndPrintsBack) {
  struct Case {
    const char* type;
    const char* values;        // as given
    const char* printed;       // as printed, space-separated
  } cases[] = {
      {"u8", "0,255,0x7f", "0 255 127"},
      {"i8", "-128,127,-1", "-128 127 -1"},
      {"u16", "65535,0x1234", "65535 4660"},
      {"i16", "-32768,32767", "-32768 32767"},
      {"u32", "4294967295,7", "4294967295 7"},
      {"i32", "-2147483648,-5", "-2147483648 -5"},
      {"u64", "18446744073709551615,0x100000000", "18446744073709551615 4294967296"},
      {"i64", "-9223372036854775808,42", "-9223372036854775808 42"},
      {"f16", "1.5,-0.1,65504,6e-8,inf", "1.5 -0.1 65504 6e-08 inf"},
      {"f32", "0.1,-2,1e-45,3.4028235e38", "0.1 -2 1e-45 3.4028235e+38"},
      {"f64", "0.1,1e308,-0,nan", "0.1 1e+308 -0 nan"},
  };
  for (const Case& c : cases) {
    const ElementType t = *cli::parseElementType(c.type);
    std::vector<uint8_t> bytes = bufferOf(std::string("buf:") + c.type + ":" + c.values);
    std::string printed;
    for (size_t at = 0; at + cli::elementSize(t) <= bytes.size(); at += cli::elementSize(t)) {
      if (!printed.empty()) printed += ' ';
      printed += cli::formatElement(t, std::span(bytes).subspan(at));
    }
    EXPECT_EQ(printed, c.printed) << c.type;
  }
  // The bytes themselves, for a few: little-endian, IEEE.
  EXPECT_EQ(bufferOf("buf:u16:0x1234"), (std::vector<uint8_t>{0x34, 0x12}));
  EXPECT_EQ(bufferOf("buf:f16:1.5,-2"), (std::vector<uint8_t>{0x00, 0x3e, 0x00, 0xc0}));
  EXPECT_EQ(as<float>(bufferOf("buf:f32:0.1")), std::vector<float>{0.1f});
  EXPECT_EQ(as<int8_t>(bufferOf("buf:i8:-1 2\n3")), (std::vector<int8_t>{-1, 2, 3}));
}

TEST(TypedValues, ScalarArgumentsOfEveryWidth) {
  std::string error;
  auto a = cli::parseKernelArg("u8:200", error);
  ASSERT_TRUE(a) << error;
  EXPECT_EQ(a->size, 1u);
  EXPECT_EQ(a->bytes, std::vector<uint8_t>{200});
  a = cli::parseKernelArg("f16:-2", error);
  ASSERT_TRUE(a) << error;
  EXPECT_EQ(a->size, 2u);
  EXPECT_EQ(a->bytes, (std::vector<uint8_t>{0x00, 0xc0}));
  a = cli::parseKernelArg("i16:-2", error);
  ASSERT_TRUE(a) << error;
  EXPECT_EQ(a->bytes, (std::vector<uint8_t>{0xfe, 0xff}));
}

TEST(TypedValues, IotaCountsInTheType) {
  EXPECT_EQ(as<uint32_t>(bufferOf("buf:iota:u32:4")), (std::vector<uint32_t>{0, 1, 2, 3}));
  EXPECT_EQ(as<float>(bufferOf("buf:iota:f32:3")), (std::vector<float>{0, 1, 2}));
  std::vector<uint8_t> bytes = bufferOf("buf:iota:u8:258");  // wraps modulo 256
  ASSERT_EQ(bytes.size(), 258u);
  EXPECT_EQ(bytes[255], 255);
  EXPECT_EQ(bytes[256], 0);
  EXPECT_EQ(bytes[257], 1);
  EXPECT_EQ(bufferOf("buf:iota:f16:2049").size(), 2049u * 2);
  std::vector<uint8_t> h = bufferOf("buf:iota:f16:2050");  // 2049 is not a half: rounds to even, 2048
  EXPECT_EQ(cli::formatElement(ElementType::F16, std::span(h).subspan(2049 * 2)), "2048");
}

// The generator is SplitMix64: its published first outputs from seed 0, and floats from their high bits.
TEST(TypedValues, RandIsSplitMix64AndReproducible) {
  EXPECT_EQ(as<uint64_t>(bufferOf("buf:rand:u64:3")),
            (std::vector<uint64_t>{0xe220a8397b1dcdafu, 0x6e789e6aa1b965f4u, 0x06c45d188009454fu}));
  EXPECT_EQ(as<uint32_t>(bufferOf("buf:rand:u32:1:0")), std::vector<uint32_t>{0x7b1dcdafu});  // the low bits
  EXPECT_EQ(as<double>(bufferOf("buf:rand:f64:1")), std::vector<double>{double(0xe220a8397b1dcdafu >> 11) * 0x1p-53});
  EXPECT_EQ(as<float>(bufferOf("buf:rand:f32:1")), std::vector<float>{float(0xe220a8397b1dcdafu >> 40) * 0x1p-24f});
  EXPECT_EQ(bufferOf("buf:rand:f32:100:7"), bufferOf("buf:rand:f32:100:7"));
  EXPECT_NE(bufferOf("buf:rand:f32:100:7"), bufferOf("buf:rand:f32:100:8"));
  for (float f : as<float>(bufferOf("buf:rand:f32:1000:3"))) {
    EXPECT_GE(f, 0.0f);
    EXPECT_LT(f, 1.0f);
  }
  const std::vector<uint8_t> h = bufferOf("buf:rand:f16:64:5");
  for (size_t i = 0; i < h.size(); i += 2) {
    const float f = std::stof(cli::formatElement(ElementType::F16, std::span(h).subspan(i)));
    EXPECT_GE(f, 0.0f);
    EXPECT_LT(f, 1.0f);
  }
}

TEST(TypedValues, AFileOfValues) {
  const std::string path = tempFile("values.txt", "1, 2\n3\t4\n");
  EXPECT_EQ(as<uint32_t>(bufferOf("buf:u32:@" + path)), (std::vector<uint32_t>{1, 2, 3, 4}));
  const std::string bad = tempFile("bad.txt", "1 2\n3 x4\n");
  EXPECT_NE(argError("buf:u32:@" + bad).find(bad + ":2:3: 'x4' is not a value of type u32"), std::string::npos)
      << argError("buf:u32:@" + bad);
}

TEST(TypedValues, BadSpecsSayWhatIsWrong) {
  EXPECT_EQ(argError("buf:f32:1,x"), "argument 'buf:f32:1,x': value 2: 'x' is not a value of type f32");
  EXPECT_EQ(argError("buf:u8:256"), "argument 'buf:u8:256': value 1: '256' is not a value of type u8");
  EXPECT_EQ(argError("buf:i8:-129"), "argument 'buf:i8:-129': value 1: '-129' is not a value of type i8");
  EXPECT_EQ(argError("buf:f16:70000"), "argument 'buf:f16:70000': value 1: '70000' is not a value of type f16");
  EXPECT_EQ(argError("buf:f32:1e39"), "argument 'buf:f32:1e39': value 1: '1e39' is not a value of type f32");
  EXPECT_EQ(argError("buf:u32:1,,2"), "argument 'buf:u32:1,,2': value 2: a value is missing before ','");
  EXPECT_EQ(argError("buf:u32:"), "argument 'buf:u32:': no u32 values");
  EXPECT_NE(argError("buf:iota:u32:0").find("count '0' is not a positive number"), std::string::npos);
  EXPECT_NE(argError("buf:iota:x32:4").find("expected iota:TYPE:COUNT with TYPE one of u8, i8"), std::string::npos);
  EXPECT_NE(argError("buf:iota:u32:4:1").find("expected iota:TYPE:COUNT"), std::string::npos);
  EXPECT_NE(argError("buf:rand:f32:4:s").find("seed 's' is not a 64-bit number"), std::string::npos);
  EXPECT_NE(argError("buf:rand:f64:1000000000").find("larger than the 4294967295 bytes (4 GiB - 1) a buffer argument may hold"), std::string::npos);
  EXPECT_NE(argError("buf:f33:1").find("expected buf:SIZE, buf:@PATH, buf:TYPE:V,V,..."), std::string::npos);
  EXPECT_NE(argError("buf:u32:@/nonexistent/v.txt").find("cannot read"), std::string::npos);
  EXPECT_EQ(argError("f16:x"), "argument 'f16:x': 'x' is not a value of type f16");
  EXPECT_NE(argError("x16:1").find("unknown type (one of u8, i8, u16"), std::string::npos);
}

cli::KernelArg argOf(const std::string& spec) {
  std::string error;
  auto a = cli::parseKernelArg(spec, error);
  EXPECT_TRUE(a) << spec << ": " << error;
  return a.value_or(cli::KernelArg{});
}

// A buffer of four f32 values and a value.
std::vector<cli::KernelArg> someArgs() { return {argOf("buf:f32:1,2,3,4"), argOf("u32:1")}; }

std::string printError(const std::string& spec) {
  std::string error;
  EXPECT_FALSE(cli::parsePrintRequest(spec, someArgs(), error)) << spec;
  return error;
}

TEST(RunPrint, SpecGrammar) {
  std::string error;
  auto r = cli::parsePrintRequest("0:f32x2@1", someArgs(), error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->argument, 0u);
  EXPECT_EQ(r->type, ElementType::F32);
  EXPECT_EQ(r->count, 2u);
  EXPECT_EQ(r->first, 1u);
  r = cli::parsePrintRequest("0", someArgs(), error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->type, ElementType::U8);
  EXPECT_FALSE(r->count);
  EXPECT_EQ(printError("1:u32"), "--print '1:u32': argument 1 ('u32:1') is not a buffer");
  EXPECT_EQ(printError("2"), "--print '2': there is no argument 2 (2 given)");
  EXPECT_EQ(printError("x"), "--print 'x': the code object has no variable 'x'");  // a name is a variable's
  EXPECT_EQ(printError("0:f31"), "--print '0:f31': unknown type 'f31' (one of u8, i8, u16, i16, u32, i32, u64, i64, "
                                 "f16, f32, f64)");
  EXPECT_EQ(printError("0:f32x0"), "--print '0:f32x0': count '0' after 'x' is not a positive number");
  EXPECT_EQ(printError("0:f32@4"), "--print '0:f32@4': element 4 is past the end of the buffer (16 bytes: 4 f32 values)");
  EXPECT_EQ(printError("0:f32x4@1"),
            "--print '0:f32x4@1': 4 values from element 1 go past the end of the buffer (16 bytes: 4 f32 values)");
  EXPECT_EQ(printError("0:u8x18446744073709551615@1"),
            "--print '0:u8x18446744073709551615@1': 18446744073709551615 values from element 1 go past the end of the "
            "buffer (16 bytes: 16 u8 values)");
  EXPECT_EQ(printError("0:u8@18446744073709551615"),
            "--print '0:u8@18446744073709551615': element 18446744073709551615 is past the end of the buffer (16 bytes: "
            "16 u8 values)");
  EXPECT_EQ(printError("0:u8@z"), "--print '0:u8@z': FIRST after '@' is not an element index");
}

TEST(RunPrint, RowsOfEightAlignedAndIndexed) {
  std::string error;
  std::vector<cli::KernelArg> args{argOf("buf:i32:1,-20,300,4,5,6,7,8,9,10")};
  const std::vector<uint8_t> data = args[0].bytes;
  auto r = cli::parsePrintRequest("0:i32@1", args, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(cli::formatPrint(*r, data, "out"),
            "buffer argument 0 'out': i32 x 9 from element 1 (of 10)\n"
            "     1: -20 300   4   5   6   7   8   9\n"
            "     9:  10\n");
}

// Assembled once per test: a kernel without metadata (any argument list goes) that stores nothing, and the
// store kernel out[wg] = value + wg.
std::string noMetadataKernel() {
  const std::string obj = perTestPath(".so");
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 --shared - -o " + obj,
                   ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n.rodata\n.p2align 6\n"
                   ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n")
                .status,
            0);
  return obj;
}

TEST(CliRunPrint, EveryTypeFromArgToPrint) {
  const std::string obj = noMetadataKernel();
  const char* specs[][3] = {
      {"u8", "1,255", "  1 255"},        {"i8", "-1,5", "-1  5"},     {"u16", "7,65535", "    7 65535"},
      {"i16", "-300,2", "-300    2"},    {"u32", "9,10", " 9 10"},    {"i32", "-7,8", "-7  8"},
      {"u64", "1,0x10", " 1 16"},        {"i64", "-1,1", "-1  1"},    {"f16", "0.5,-3", "0.5  -3"},
      {"f32", "0.25,1e10", " 0.25 1e+10"}, {"f64", "0.1,2", "0.1   2"},
  };
  std::string args, prints;
  for (size_t i = 0; i < std::size(specs); ++i) {
    args += std::string(" --arg buf:") + specs[i][0] + ":" + specs[i][1];
    prints += " --print " + std::to_string(i) + ":" + specs[i][0];
  }
  CliRun r = gcnkit("run " + obj + " --kernel k" + args + prints);
  ASSERT_EQ(r.status, 0) << r.err;
  std::string want;
  for (size_t i = 0; i < std::size(specs); ++i)
    want += "buffer argument " + std::to_string(i) + ": " + specs[i][0] + " x 2 from element 0 (of 2)\n     0: " +
            specs[i][2] + "\n";
  EXPECT_EQ(r.out, want);
}

TEST(CliRunPrint, WhatTheKernelWroteAndOutToStdout) {
  const std::string obj = perTestPath(".so");
  ASSERT_EQ(gcnkit("as --shared " + std::string(GCNKIT_SOURCE_DIR) + "/examples/kernel.s -o " + obj).status, 0);
  CliRun r = gcnkit("run " + obj + " --kernel store --grid 4 --arg buf:iota:u32:6 --arg u32:100 --print 0:u32x3@1");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "buffer argument 0 'out': u32 x 3 from element 1 (of 6)\n     1: 101 102 103\n");
  CliRun raw = gcnkit("run " + obj + " --kernel store --grid 2 --arg buf:8 --arg u32:0x41424344 --out 0=-");
  ASSERT_EQ(raw.status, 0) << raw.err;
  EXPECT_EQ(raw.out, "DCBAECBA");  // 0x41424344 and 0x41424345, little-endian
  CliRun bad = gcnkit("run " + obj + " --kernel store --arg buf:8 --arg u32:1 --print 1");
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err, "gcnkit run: error: --print '1': argument 1 ('u32:1') is not a buffer\n");
  CliRun badArg = gcnkit("run " + obj + " --kernel store --arg buf:rand:q:4 --arg u32:1");
  EXPECT_EQ(badArg.status, 1);
  EXPECT_NE(badArg.err.find("gcnkit run: error: argument 'buf:rand:q:4': expected rand:TYPE:COUNT[:SEED]"),
            std::string::npos)
      << badArg.err;
}

// README.md's --print example, run as written there, prints what the README shows after it.
TEST(CliRunPrint, TheReadmeExamplePrintsWhatTheReadmeSays) {
  const std::string readme = slurp(std::string(GCNKIT_SOURCE_DIR) + "/README.md");
  const size_t at = readme.find("    gcnkit run tests/data/clang/saxpy.gfx900.so");
  ASSERT_NE(at, std::string::npos);
  // The command after "    gcnkit ", its line continuations dropped, in the source folder, writing y.bin here.
  std::string command;
  for (char c : readme.substr(at + 11, readme.find("\n\n", at) - at - 11))
    if (c != '\\' && c != '\n') command += c;
  const std::string bin = perTestPath(".bin");
  command.replace(command.find("y.bin"), 5, bin);
  command.insert(command.find("tests/data"), std::string(GCNKIT_SOURCE_DIR) + "/");
  const size_t shown = readme.find("\n\n    ", readme.find("prints (y = 2 * x + y", at)) + 2;
  std::string want;
  for (size_t line = shown; readme.compare(line, 4, "    ") == 0; line = readme.find('\n', line) + 1)
    want += readme.substr(line + 4, readme.find('\n', line) + 1 - line - 4);
  ASSERT_FALSE(want.empty());
  CliRun r = gcnkit(command);
  ASSERT_EQ(r.status, 0) << command << "\n" << r.err;
  EXPECT_EQ(r.out, want) << command;
  EXPECT_EQ(slurp(bin).size(), 4096u);
}

}  // namespace
}  // namespace gcnkit::test
