# Collate function ported from the HF script: the dataset already stores token ids, and the
# collate still calls the tokenizer (as it did on raw text in the original data module)
import numpy as np
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = "the a movie was great bad fine boring fun plot actors acting".split()
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

texts = ["the movie was great", "boring plot", "the acting was fine", "fun movie"]
encoded = [tokenizer(t)["input_ids"] for t in texts]   # preprocessing step (cached to disk)

def collate(batch_ids):
    enc = tokenizer(batch_ids, padding=True, truncation=True, max_length=16, return_tensors="np")
    return enc["input_ids"].astype(np.int32), enc["attention_mask"].astype(np.int32)

ids, mask = collate(encoded)
print(ids.shape, mask.shape)
