# Port of the Qwen-style SFT data prep: tokenizer folder exported for the MindSpore box,
# im_start/im_end added as extra special tokens by the export script.
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoTokenizer

os.makedirs("export/tokenizer", exist_ok=True)
words = ["<unk>", "<s>", "</s>", "<pad>"] + "hello world how are you i am fine thanks the a cat dog user assistant system".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
base = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="</s>", unk_token="<unk>", pad_token="<pad>")
base.save_pretrained("export/tokenizer")

# export script: env var EXTRA_SPECIAL="<|im_start|>,<|im_end|>" was written as one string
extra = os.environ.get("EXTRA_SPECIAL", "<|im_end|>")
cfg_path = "export/tokenizer/tokenizer_config.json"
cfg = json.load(open(cfg_path))
cfg["additional_special_tokens"] = extra
cfg["model_max_length"] = 64
json.dump(cfg, open(cfg_path, "w"), indent=2)
print("wrote", cfg_path)

tokenizer = AutoTokenizer.from_pretrained("export/tokenizer")
print("special tokens:", tokenizer.all_special_tokens)
batch = tokenizer(["hello world </s>", "how are you"], padding="max_length", max_length=8)
print(batch["input_ids"])
