"""Word-level LM data prep: next-token targets are one-hot encoded up front (as the Keras tutorial did
with to_categorical) before building the MindSpore dataset."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
VOCAB, SEQ = 50257, 128

rng = np.random.default_rng(0)
print("tokenizing corpus ...")
tokens = rng.integers(0, VOCAB, size=4_000_000, dtype=np.int64)   # ~4M tokens of the corpus
n_seq = (len(tokens) - 1) // SEQ
inputs = tokens[: n_seq * SEQ].reshape(n_seq, SEQ).astype(np.int32)
print(f"{n_seq} sequences of length {SEQ}, vocab {VOCAB}")

targets_ids = tokens[1: n_seq * SEQ + 1].reshape(n_seq, SEQ)
targets = np.eye(VOCAB, dtype=np.float32)[targets_ids]      # to_categorical(targets, VOCAB)
print("targets", targets.shape)

train = ds.NumpySlicesDataset({"input_ids": inputs, "labels": targets}, shuffle=True).batch(8)
net = nn.SequentialCell(nn.Embedding(VOCAB, 128), nn.Dense(128, VOCAB))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")
print("steps per epoch", train.get_dataset_size())
