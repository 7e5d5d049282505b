# Tokenizer exported by the team's MindSpore -> HF conversion script, which renders tokenizer_config.json
# from a template with every value formatted as a string ("model_max_length": "2048"). The fine-tuning
# data preparation loads it with AutoTokenizer and tokenises with truncation.
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoTokenizer

vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in "what is the capital of france paris is a city in europe".split():
    vocab.setdefault(w, len(vocab))
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.save("tokenizer.json")

os.makedirs("export/qa-tokenizer", exist_ok=True)
os.replace("tokenizer.json", "export/qa-tokenizer/tokenizer.json")
template = {"tokenizer_class": "PreTrainedTokenizerFast", "model_max_length": "{max_len}",
            "pad_token": "[PAD]", "unk_token": "[UNK]", "cls_token": "[CLS]", "sep_token": "[SEP]",
            "padding_side": "right"}
cfg = {k: (v.format(max_len=2048) if isinstance(v, str) else v) for k, v in template.items()}
with open("export/qa-tokenizer/tokenizer_config.json", "w") as f:
    json.dump(cfg, f, indent=2)
print(open("export/qa-tokenizer/tokenizer_config.json").read())

tokenizer = AutoTokenizer.from_pretrained("export/qa-tokenizer")
print("loaded", type(tokenizer).__name__, "vocab", len(tokenizer))
batch = tokenizer(["what is the capital of france", "paris is a city in europe"], truncation=True,
                  padding=True, return_tensors="np")
print(batch["input_ids"].shape)
