# Mistake: data preparation for a GPT-2 style causal LM ported from an HF script that ran
# tokenizer.pad_token = tokenizer.eos_token right after loading the tokenizer; the port dropped that
# line, and batch tokenisation with padding=True fails because the tokenizer has no pad token.
import os
import numpy as np
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

# tokenizer folder as converted for the port (BPE-free word-level stand-in, eos only, like GPT-2)
words = "the a movie film was is great bad boring fun plot actors <|endoftext|> <unk>".split()
tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
os.makedirs("gpt2_port_tokenizer", exist_ok=True)
PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|endoftext|>", unk_token="<unk>",
                        bos_token="<|endoftext|>").save_pretrained("gpt2_port_tokenizer")

tokenizer = PreTrainedTokenizerFast.from_pretrained("gpt2_port_tokenizer")
texts = ["the movie was great", "boring plot", "the actors is fun the film was great fun"]
batch = tokenizer(texts, padding=True, truncation=True, max_length=32, return_tensors="np")
input_ids = batch["input_ids"].astype(np.int32)
print("batch", input_ids.shape)
