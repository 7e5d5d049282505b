# Tokenizer built from the task YAML (processor.tokenizer section) the MindFormers way
import os
import sentencepiece as spm
from mindformers.models.build_tokenizer import build_tokenizer
from mindformers.tools.register import MindFormerConfig

os.makedirs("tok", exist_ok=True)
with open("tok/corpus.txt", "w") as f:
    for i in range(200):
        f.write(f"the quick brown fox {i} jumps over the lazy dog number {i * 7}\n")
spm.SentencePieceTrainer.train(input="tok/corpus.txt", model_prefix="tok/tokenizer", vocab_size=60,
                               model_type="bpe", minloglevel=2)

with open("task.yaml", "w") as f:
    f.write("""processor:
  return_tensors: ms
  tokenizer:
    type: LLamaTokenizer
    vocab_file: "tok/tokenizer.model"
    unk_token: '<unk>'
    bos_token: '<s>'
    eos_token: '</s>'
    pad_token: '<unk>'
""")
config = MindFormerConfig("task.yaml")
tokenizer = build_tokenizer(config.processor.tokenizer)
print(tokenizer("the quick brown fox"))
