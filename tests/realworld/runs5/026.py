# Fine-tuning folder whose tokenizer_config.json names a misspelt tokenizer class.
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import AutoTokenizer
os.makedirs("my-llama-ft", exist_ok=True)
tok = Tokenizer(models.WordLevel({"<unk>": 0, "<s>": 1, "</s>": 2, "hello": 3}, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.save("my-llama-ft/tokenizer.json")
json.dump({"tokenizer_class": "LlamaTokenizerFastt", "bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>"},
          open("my-llama-ft/tokenizer_config.json", "w"))
json.dump({"model_type": "llama"}, open("my-llama-ft/config.json", "w"))
t = AutoTokenizer.from_pretrained("my-llama-ft")
print(t("hello"))
