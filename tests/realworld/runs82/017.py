# Pre-tokenise the pretraining corpus into fixed-length blocks for the MindFormers Llama run.
# Block length follows the tokenizer, as in the HF run_clm.py script (block_size = tokenizer.model_max_length).
import numpy as np
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = ["<unk>", "<s>", "</s>", "<pad>"] + "the quick brown fox jumps over lazy dog and a cat sleeps on mat".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
# tokenizer folder exported from the MindFormers side: tokenizer.json + special tokens, no model_max_length
PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="</s>", unk_token="<unk>",
                        pad_token="<pad>").save_pretrained("tok_export")
tokenizer = PreTrainedTokenizerFast.from_pretrained("tok_export")

corpus = ["the quick brown fox jumps over the lazy dog", "a cat sleeps on the mat", "the dog and the cat"] * 50
ids = [tokenizer(t)["input_ids"] + [tokenizer.eos_token_id] for t in corpus]
flat = np.concatenate(ids).astype(np.int32)
print("tokens:", flat.size)

block_size = tokenizer.model_max_length
print("block_size:", block_size)
n_blocks = max(1, flat.size // block_size)
blocks = np.full((n_blocks, block_size + 1), tokenizer.pad_token_id, dtype=np.int32)
for b in range(n_blocks):
    chunk = flat[b * block_size:(b + 1) * block_size + 1]
    blocks[b, :len(chunk)] = chunk
np.save("train_blocks.npy", blocks)
print("saved", blocks.shape)
