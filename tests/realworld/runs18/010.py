# Byte-level BPE tokenizer trained for a small code model; the deploy script copied vocab.json and the
# tokenizer configs to the model folder (merges.txt was not in the copy list) and loads it with the HF class.
import json, os
from tokenizers import ByteLevelBPETokenizer
from transformers import GPT2TokenizerFast

corpus = ["def add(a, b):\n    return a + b\n", "for i in range(10):\n    print(i)\n"] * 50
with open("corpus.txt", "w") as f:
    f.write("".join(corpus))
bpe = ByteLevelBPETokenizer()
bpe.train(["corpus.txt"], vocab_size=300, min_frequency=2, special_tokens=["<|endoftext|>"])
os.makedirs("tok_train", exist_ok=True)
bpe.save_model("tok_train")                    # writes vocab.json + merges.txt

os.makedirs("model_dir", exist_ok=True)
for name in ["vocab.json"]:                    # deploy list
    with open(os.path.join("tok_train", name)) as src, open(os.path.join("model_dir", name), "w") as dst:
        dst.write(src.read())
with open("model_dir/tokenizer_config.json", "w") as f:
    json.dump({"tokenizer_class": "GPT2Tokenizer", "model_max_length": 512,
               "bos_token": "<|endoftext|>", "eos_token": "<|endoftext|>"}, f)
with open("model_dir/config.json", "w") as f:
    json.dump({"model_type": "gpt2", "vocab_size": 300, "n_positions": 512, "n_embd": 64,
               "n_layer": 2, "n_head": 4}, f)

tok = GPT2TokenizerFast.from_pretrained("model_dir")
print(tok("def add(a, b):")["input_ids"])
