# Inference script ported from HF: the tokenizer folder downloaded from the Hub (tokenizer.json +
# tokenizer_config.json) is opened with MindFormers AutoTokenizer, as AutoTokenizer.from_pretrained did in HF.
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers, decoders, trainers

os.makedirs("qwen-tiny", exist_ok=True)
tk = Tokenizer(models.BPE(unk_token=None))
tk.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
tk.decoder = decoders.ByteLevel()
tk.train_from_iterator(["the quick brown fox jumps over the lazy dog"] * 100,
                       trainers.BpeTrainer(vocab_size=400, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>"]))
tk.save("qwen-tiny/tokenizer.json")
with open("qwen-tiny/tokenizer_config.json", "w") as f:
    json.dump({"tokenizer_class": "Qwen2Tokenizer", "eos_token": "<|endoftext|>", "pad_token": "<|endoftext|>",
               "bos_token": None, "model_max_length": 32768}, f, indent=2)

from mindformers import AutoTokenizer
tokenizer = AutoTokenizer.from_pretrained("qwen-tiny")
print(tokenizer("the quick brown fox")["input_ids"])
