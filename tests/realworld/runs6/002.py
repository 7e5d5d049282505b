# compute_metrics ported from an HF seq2seq script: labels keep the -100 ignore index and are decoded directly.
import numpy as np
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"[PAD]": 0, "[UNK]": 1, "</s>": 2}
for w in "summarise the report in one line the loss fell steadily after warmup".split():
    vocab.setdefault(w, len(vocab))
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]", eos_token="</s>")
targets = ["the loss fell steadily", "after warmup"]
enc = tokenizer(targets, padding="max_length", max_length=6)
labels = np.array(enc["input_ids"])
labels[labels == tokenizer.pad_token_id] = -100          # ignore index for the loss
preds = np.array([[5, 6, 7, 8, 2, 0], [9, 10, 2, 0, 0, 0]])
def compute_metrics(preds, labels):
    decoded_preds = tokenizer.batch_decode(preds, skip_special_tokens=True)
    decoded_labels = tokenizer.batch_decode(labels, skip_special_tokens=True)
    exact = np.mean([p == l for p, l in zip(decoded_preds, decoded_labels)])
    return {"exact_match": float(exact)}
print("epoch 1 eval: running compute_metrics on 2 samples", flush=True)
print(compute_metrics(preds, labels))
