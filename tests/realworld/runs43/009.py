# Mistake: tokenizer_config.json hand-edited for batched left-padded generation with
# "padding_side": "Left" (capitalised); transformers validates the value and accepts only
# 'right' or 'left'.
import json, os
from transformers import AutoTokenizer

tok_dir = "ckpt/tiny-bert-tokenizer"
os.makedirs(tok_dir, exist_ok=True)
vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "hello", "world", "the", "model", "runs"]
with open(os.path.join(tok_dir, "vocab.txt"), "w") as f:
    f.write("\n".join(vocab) + "\n")
with open(os.path.join(tok_dir, "tokenizer_config.json"), "w") as f:
    json.dump({"tokenizer_class": "BertTokenizer", "do_lower_case": True,
               "model_max_length": 32, "padding_side": "Left"}, f, indent=2)

tokenizer = AutoTokenizer.from_pretrained(tok_dir)
batch = tokenizer(["hello world", "the model runs"], padding=True)
print(batch["input_ids"])
