# Copy of the HF model folder (config.json, tokenizer files) synced to the MindSpore server
# with `rsync --include='*.json' --include='*.model'`; load tokenizer for the MindFormers run.
import json, os, shutil
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoTokenizer

src, dst = "hf_model_src", "hf_model_synced"
os.makedirs(src, exist_ok=True)
words = ["<unk>", "<s>", "</s>", "<pad>"] + "hello world the model speaks chinese english".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="</s>", unk_token="<unk>", pad_token="<pad>").save_pretrained(src)
# the original repo ships its own tokenizer class (custom code)
open(os.path.join(src, "tokenization_chatlm.py"), "w").write(
    "from transformers import PreTrainedTokenizerFast\n\nclass ChatLMTokenizer(PreTrainedTokenizerFast):\n    pass\n")
cfg = json.load(open(os.path.join(src, "tokenizer_config.json")))
cfg["tokenizer_class"] = "ChatLMTokenizer"
cfg["auto_map"] = {"AutoTokenizer": [None, "tokenization_chatlm.ChatLMTokenizer"]}
json.dump(cfg, open(os.path.join(src, "tokenizer_config.json"), "w"), indent=2)

os.makedirs(dst, exist_ok=True)
for f in os.listdir(src):
    if f.endswith((".json", ".model")):
        shutil.copy(os.path.join(src, f), dst)
print("synced:", sorted(os.listdir(dst)))

tokenizer = AutoTokenizer.from_pretrained(dst, trust_remote_code=True)
print(tokenizer("hello world")["input_ids"])
