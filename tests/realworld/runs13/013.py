# Local copy of a Qwen2 checkpoint folder downloaded for transformers; the MindFormers port loads the tokenizer
# with mindformers.AutoTokenizer from the same folder (tokenizer_config.json names Qwen2Tokenizer).
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers, decoders
os.makedirs("qwen2-0.5b-local", exist_ok=True)
vocab = {"<|endoftext|>": 0, "<|im_start|>": 1, "<|im_end|>": 2}
for i, ch in enumerate("abcdefghijklmnopqrstuvwxyz ", start=3):
    vocab["Ġ" if ch == " " else ch] = i
tok = Tokenizer(models.BPE(vocab=vocab, merges=[]))
tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
tok.decoder = decoders.ByteLevel()
tok.save("qwen2-0.5b-local/tokenizer.json")
with open("qwen2-0.5b-local/tokenizer_config.json", "w") as f:
    json.dump({"tokenizer_class": "Qwen2Tokenizer", "eos_token": "<|endoftext|>", "pad_token": "<|endoftext|>",
               "model_max_length": 32768, "errors": "replace"}, f)
with open("qwen2-0.5b-local/config.json", "w") as f:
    json.dump({"model_type": "qwen2", "architectures": ["Qwen2ForCausalLM"], "vocab_size": 30}, f)
from mindformers import AutoTokenizer
tokenizer = AutoTokenizer.from_pretrained("qwen2-0.5b-local")
print(tokenizer("hello world"))
