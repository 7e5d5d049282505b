# Inference port: the torch script did model(tokenizer(texts, return_tensors="pt")); with no "ms"
# tensor type in the tokenizer, return_tensors="np" is used and the BatchEncoding is passed on.
import os
import json
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, ops
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

words = ["[PAD]", "[UNK]", "the", "movie", "was", "great", "bad", "boring", "fun", "plot", "acting", "really"]
vocab = {w: i for i, w in enumerate(words)}
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")


class SentimentModel(nn.Cell):
    def __init__(self, vocab_size, hidden=16, num_labels=2):
        super().__init__()
        self.embeddings = nn.Embedding(vocab_size, hidden, padding_idx=0)
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, inputs):
        input_ids = inputs["input_ids"]
        mask = inputs["attention_mask"].astype(ms.float32)
        h = self.embeddings(input_ids) * mask.expand_dims(-1)
        pooled = h.sum(1) / mask.sum(1, keepdims=True)
        return self.classifier(pooled)


model = SentimentModel(len(words))
model.set_train(False)
texts = ["the movie was great", "really boring plot", "the acting was bad really bad"]
batch = tokenizer(texts, padding=True, return_tensors="np")
print({k: v.shape for k, v in batch.items()})
logits = model(batch)
print("predictions:", logits.argmax(-1))
