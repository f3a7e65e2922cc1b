// Metadata YAML -> MessagePack byte-for-byte against llvm-mc 14 (meta_cases.txt and the golden
// objects), MessagePack -> YAML against llvm-readelf, the structured view, and malformed MessagePack.
#include <gtest/gtest.h>

#include <sstream>

#include "object/code_object.h"
#include "object/metadata.h"
#include "object/notes.h"
#include "object_test_support.h"
#include "test_support.h"

namespace gcnkit {
namespace {

// The text between .amdgpu_metadata and .end_amdgpu_metadata of a source file.
std::string metadataBlock(const std::string& source) {
  size_t b = source.find(".amdgpu_metadata\n");
  size_t e = source.find(".end_amdgpu_metadata");
  return source.substr(b + 17, e - b - 17);
}

std::vector<uint8_t> metadataNote(const std::string& object) {
  auto co = readCodeObject(test::readObjectFile(object));
  EXPECT_TRUE(co) << co.error();
  for (const NoteRecord& n : co->notes)
    if (n.name == "AMDGPU" && n.type == kNtAmdgpuMetadata) return n.desc;
  return {};
}

TEST(ObjectMetadata, YamlToMsgPackMatchesLlvmMcOnGoldenObjects) {
  for (auto [src, obj] : {std::pair{"hello_gfx900.s", "hello_gfx900.o"}, {"meta_types.s", "meta_types.o"}}) {
    SCOPED_TRACE(src);
    auto r = metadataYamlToMsgPack(metadataBlock(test::readObjectText(src)));
    ASSERT_TRUE(r.error.empty()) << r.detail;
    EXPECT_EQ(r.msgpack, metadataNote(obj));
  }
}

TEST(ObjectMetadata, YamlToMsgPackMatchesLlvmMcOnEveryCase) {
  std::stringstream in(test::readObjectText("meta_cases.txt"));
  std::string line, expect, doc;
  int cases = 0;
  auto check = [&] {
    if (expect.empty()) return;
    SCOPED_TRACE(doc);
    auto r = metadataYamlToMsgPack(doc);
    if (expect == "error") {
      EXPECT_EQ(r.error, "invalid HSA metadata");
    } else {
      ASSERT_TRUE(r.error.empty()) << r.detail;
      EXPECT_EQ(r.msgpack, test::fromHex(expect.substr(3)));
      // And back: the YAML we print converts to the same bytes.
      auto yaml = metadataMsgPackToYaml(r.msgpack);
      ASSERT_TRUE(yaml) << yaml.error();
      auto again = metadataYamlToMsgPack(*yaml);
      EXPECT_EQ(again.msgpack, r.msgpack) << *yaml;
    }
    ++cases;
  };
  while (std::getline(in, line)) {
    if (line.starts_with("=== ")) {
      check();
      expect = line.substr(4);
      doc.clear();
    } else {
      doc += line + "\n";
    }
  }
  check();
  EXPECT_GE(cases, 28);
}

TEST(ObjectMetadata, MsgPackToYamlMatchesLlvmReadelf) {
  auto yaml = metadataMsgPackToYaml(metadataNote("meta_types.o"));
  ASSERT_TRUE(yaml) << yaml.error();
  EXPECT_EQ(*yaml, test::readObjectText("meta_types.yaml"));
}

TEST(ObjectMetadata, InfersTypesLikeLlvm) {
  auto doc = parseYamlDocument("a: '48'\nb: -200\nc: yes\nd: 1.5\ne: ~\nf: !str 12\ng: 0x10\nh: ''\n");
  ASSERT_TRUE(doc) << doc.error();
  auto kind = [&](const char* k) { return doc->find(k)->kind; };
  EXPECT_EQ(kind("a"), MsgNode::UInt);     // quoting does not make a string
  EXPECT_EQ(kind("b"), MsgNode::Int);
  EXPECT_EQ(kind("c"), MsgNode::Boolean);
  EXPECT_EQ(kind("d"), MsgNode::Nil);      // LLVM 14 drops floats
  EXPECT_EQ(kind("e"), MsgNode::String);   // "~" stays text
  EXPECT_EQ(kind("f"), MsgNode::String);
  EXPECT_EQ(doc->find("g")->u, 16u);
  EXPECT_EQ(kind("h"), MsgNode::Nil);
}

TEST(ObjectMetadata, StructuredView) {
  auto co = readCodeObject(test::readObjectFile("meta_types.o"));
  ASSERT_TRUE(co) << co.error();
  ASSERT_TRUE(co->metadata);
  auto md = readHsaMetadata(*co->metadata);
  ASSERT_TRUE(md) << md.error();
  EXPECT_EQ(md->version, (std::vector<uint64_t>{1, 0}));
  ASSERT_EQ(md->kernels.size(), 1u);
  const KernelMetadata& k = md->kernels[0];
  EXPECT_EQ(k.name, "k");
  EXPECT_EQ(k.symbol, "k.kd");
  EXPECT_EQ(k.kernargSegmentSize, 48u);
  EXPECT_EQ(k.language, "OpenCL C");
  ASSERT_EQ(k.args.size(), 1u);
  EXPECT_EQ(k.args[0].valueKind, "global_buffer");
  EXPECT_EQ(k.args[0].addressSpace, "global");
  EXPECT_EQ(k.args[0].size, 8u);
  EXPECT_EQ(md->printf.size(), 2u);
}

TEST(ObjectMetadata, ErrorsNameTheProblem) {
  auto r = metadataYamlToMsgPack("amdhsa.version: [1, 0]\n");
  EXPECT_EQ(r.error, "invalid HSA metadata");
  EXPECT_EQ(r.detail, "missing required key amdhsa.kernels");
  r = metadataYamlToMsgPack("amdhsa.version: [1, 0]\namdhsa.kernels: [\n");
  EXPECT_EQ(r.error, "invalid HSA metadata");
  EXPECT_TRUE(r.detail.starts_with("YAML:")) << r.detail;
}

TEST(ObjectMetadata, MalformedMsgPackGivesErrors) {
  auto good = metadataNote("meta_types.o");
  ASSERT_FALSE(good.empty());
  for (size_t n = 0; n < good.size(); ++n) EXPECT_FALSE(decodeMsgPack(std::span(good.data(), n)));
  // Counts far beyond the data.
  for (std::vector<uint8_t> b : {std::vector<uint8_t>{0xdd, 0xff, 0xff, 0xff, 0xff},
                                 std::vector<uint8_t>{0xdf, 0x7f, 0xff, 0xff, 0xff, 0x01},
                                 std::vector<uint8_t>{0xdb, 0xff, 0xff, 0xff, 0xf0, 'a'},
                                 std::vector<uint8_t>{0xc7, 0x01, 0x05, 0x00}, std::vector<uint8_t>{0xc1},
                                 std::vector<uint8_t>{0x81, 0x91, 0x01, 0x02}, std::vector<uint8_t>{0x82, 0x01, 0x02, 0x01, 0x03},
                                 std::vector<uint8_t>{0x01, 0x02}}) {
    auto r = decodeMsgPack(b);
    EXPECT_FALSE(r);
  }
  std::vector<uint8_t> deep(100000, 0x91);  // arrays nested 100000 deep
  deep.push_back(0x01);
  EXPECT_FALSE(decodeMsgPack(deep));
  test::Rng rng{9};
  for (int i = 0; i < 3000; ++i) {
    auto b = good;
    b[rng.below(uint32_t(b.size()))] = uint8_t(rng.next());
    auto r = decodeMsgPack(b);
    if (r) (void)toYaml(*r);
  }
}

TEST(ObjectNotes, ParseAndEncodeAreInverse) {
  for (const char* name : {"hello_gfx900.o", "meta_types.o", "v2_gfx900.o"}) {
    SCOPED_TRACE(name);
    auto f = readElf(test::readObjectFile(name));
    ASSERT_TRUE(f) << f.error();
    const ElfSection& note = f->sections[f->findSection(".note")];
    auto notes = parseNotes(note.data);
    ASSERT_TRUE(notes) << notes.error();
    EXPECT_EQ(encodeNotes(*notes), note.data);
  }
}

TEST(ObjectNotes, CodeObjectV2Notes) {
  auto co = readCodeObject(test::readObjectFile("v2_gfx900.o"));
  ASSERT_TRUE(co) << co.error();
  EXPECT_EQ(co->codeObjectVersion, 2);
  ASSERT_EQ(co->notes.size(), 4u);
  auto version = parseCodeObjectVersionNote(co->notes[0]);
  ASSERT_TRUE(version) << version.error();
  EXPECT_EQ(version->major, 2u);
  EXPECT_EQ(version->minor, 1u);
  auto isa = parseIsaVersionNote(co->notes[1]);
  ASSERT_TRUE(isa) << isa.error();
  EXPECT_EQ(isa->major, 9u);
  EXPECT_EQ(isa->vendor, "AMD");
  EXPECT_EQ(isa->arch, "AMDGPU");
  EXPECT_EQ(noteText(co->notes[2]), "amdgcn-amd-amdhsa--gfx900");
  EXPECT_TRUE(co->metadataV2.starts_with("---\nVersion:")) << co->metadataV2;
  // Built from parts, the same records.
  std::vector<NoteRecord> rebuilt{makeCodeObjectVersionNote({2, 1}), makeIsaVersionNote({9, 0, 0, "AMD", "AMDGPU"}),
                                  makeIsaNameNote("amdgcn-amd-amdhsa--gfx900")};
  for (size_t i = 0; i < rebuilt.size(); ++i) {
    EXPECT_EQ(rebuilt[i].desc, co->notes[i].desc);
    EXPECT_EQ(rebuilt[i].type, co->notes[i].type);
  }
}

TEST(ObjectNotes, MalformedNotesGiveErrors) {
  std::vector<uint8_t> b = encodeNotes(std::vector<NoteRecord>{makeAmdgpuMetadataNote({1, 2, 3})});
  for (size_t n = 1; n < b.size() - 1; ++n)
    if (n < 12 + 8 + 3) {
      EXPECT_FALSE(parseNotes(std::span(b.data(), n))) << n;
    }
  auto huge = b;
  huge[4] = 0xff, huge[5] = 0xff, huge[6] = 0xff, huge[7] = 0xff;
  auto r = parseNotes(huge);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error(), "note at offset 0x0: descriptor size 4294967295 extends past the end of the notes");
  NoteRecord shortIsa{"AMD", kNtAmdHsaIsaVersion, {4, 0, 200, 0}};
  EXPECT_FALSE(parseIsaVersionNote(shortIsa));
}

}  // namespace
}  // namespace gcnkit
