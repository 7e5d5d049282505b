# NER fine-tune port (HF token-classification example -> MindSpore). Labels aligned with word_ids(),
# batches built with the collator the text-classification script used.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from transformers import BertTokenizerFast, DataCollatorWithPadding
from tokutil import make_vocab

tok = BertTokenizerFast.from_pretrained(make_vocab("tok_001"))
sentences = [
    ["john", "smith", "lives", "in", "paris"],
    ["mary", "works", "at", "google"],
    ["the", "team", "won", "the", "match", "in", "london"],
    ["john", "visited", "berlin"],
] * 8
tags = [
    [1, 2, 0, 0, 3],
    [1, 0, 0, 5],
    [0, 0, 0, 0, 0, 0, 3],
    [1, 0, 3],
] * 8

def tokenize_and_align(words, word_tags):
    enc = tok(words, is_split_into_words=True, truncation=True, max_length=32)
    labels, prev = [], None
    for wid in enc.word_ids():
        labels.append(-100 if wid is None or wid == prev else word_tags[wid])
        prev = wid
    enc["labels"] = labels
    return enc

features = [tokenize_and_align(w, t) for w, t in zip(sentences, tags)]
collator = DataCollatorWithPadding(tok, return_tensors="np")

def batches(bs=8):
    for i in range(0, len(features), bs):
        b = collator(features[i:i + bs])
        yield b["input_ids"].astype(np.int32), b["attention_mask"].astype(np.int32), b["labels"].astype(np.int32)

train = ds.GeneratorDataset(lambda: batches(), ["input_ids", "attention_mask", "labels"], shuffle=False)
for step, (ids, mask, labels) in enumerate(train.create_tuple_iterator()):
    print(step, ids.shape, labels.shape)
