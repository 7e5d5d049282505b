# mindformers LlamaTokenizer pointed at a folder without tokenizer.model (only tokenizer.json from HF)
# The HF download of a Llama-3 style model ships tokenizer.json only; the sentencepiece file is absent.
import os
import mindspore as ms
ms.set_device("CPU")
os.makedirs("llama_hf", exist_ok=True)
with open("llama_hf/tokenizer.json", "w") as f:
    f.write("{}")
from mindformers import LlamaTokenizer
tok = LlamaTokenizer(vocab_file="llama_hf/tokenizer.model")
print(tok("hello"))
