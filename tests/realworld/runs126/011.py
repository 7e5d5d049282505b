"""Char/word-level LM preprocessing ported from a Keras/torch notebook: targets are one-hot encoded
up front (to_categorical) and fed to a soft-label cross entropy."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

VOCAB = 32000          # sentencepiece vocab from the tokenizer.json of the reference model
SEQ = 256
rng = np.random.default_rng(0)
corpus_ids = rng.integers(0, VOCAB, 5_000_000).astype(np.int32)     # tokenised corpus
n_seq = (len(corpus_ids) - 1) // SEQ
inputs = corpus_ids[: n_seq * SEQ].reshape(n_seq, SEQ)
targets = corpus_ids[1: n_seq * SEQ + 1].reshape(n_seq, SEQ)
print(f"corpus tokens: {len(corpus_ids):,}  sequences: {n_seq:,}  vocab: {VOCAB}")

def to_categorical(y, num_classes):
    out = np.zeros(y.shape + (num_classes,), dtype=np.float32)
    np.put_along_axis(out, y[..., None], 1.0, axis=-1)
    return out

print("one-hot encoding targets ...")
targets_onehot = to_categorical(targets, VOCAB)
print("targets:", targets_onehot.shape)

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 128)
        self.rnn = nn.GRU(128, 128, batch_first=True)
        self.out = nn.Dense(128, VOCAB)
    def construct(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.out(h)

train_ds = ds.NumpySlicesDataset({"x": inputs, "y": targets_onehot}, shuffle=True).batch(16)
