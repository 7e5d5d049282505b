"""Next-token model on a character corpus; targets one-hot encoded up front like the Keras tutorial it came from."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
VOCAB, SEQ = 32000, 64          # sentencepiece vocab of the production tokenizer
N_SEQ = 20000

rng = np.random.default_rng(0)
print(f"tokenising corpus: {N_SEQ} sequences x {SEQ} tokens, vocab {VOCAB}")
tokens = rng.integers(0, VOCAB, (N_SEQ, SEQ + 1)).astype(np.int32)
inputs = tokens[:, :-1]
# one-hot targets for SoftmaxCrossEntropyWithLogits(sparse=False)
targets = np.eye(VOCAB, dtype=np.float32)[tokens[:, 1:]]
print(f"targets {targets.shape} {targets.nbytes / 2**30:.1f} GiB")


class LM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.out = nn.Dense(64, VOCAB)

    def construct(self, x):
        return self.out(self.emb(x))


train_ds = ds.NumpySlicesDataset({"x": inputs, "y": targets}, shuffle=True).batch(16)
net = LM()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean"), nn.Adam(net.trainable_params(), 1e-3))
model.train(1, train_ds, callbacks=[LossMonitor(50)], dataset_sink_mode=False)
