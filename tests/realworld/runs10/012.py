# Qwen-style tokenizer (no BOS token; tokenizer_config.json has "bos_token": null) loaded through MindFormers'
# LlamaTokenizerFast because the model is a Llama architecture; the HF config values are passed through.
import json
from tokenizers import Tokenizer, models, pre_tokenizers
vocab = {"<|endoftext|>": 0, "<unk>": 1}
for w in "the cat sat on mat a dog ran".split():
    vocab[w] = len(vocab)
tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.save("tokenizer.json")
tcfg = {"bos_token": None, "eos_token": "<|endoftext|>", "pad_token": "<|endoftext|>", "unk_token": "<unk>",
        "model_max_length": 32768}
json.dump(tcfg, open("tokenizer_config.json", "w"))
from mindformers import LlamaTokenizerFast
tokenizer = LlamaTokenizerFast(tokenizer_file="tokenizer.json", bos_token=tcfg["bos_token"],
                               eos_token=tcfg["eos_token"], pad_token=tcfg["pad_token"], unk_token=tcfg["unk_token"])
print(tokenizer("the cat sat on the mat"))
