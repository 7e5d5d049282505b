"""Next-token LM on a tokenised corpus; targets one-hot encoded for categorical cross-entropy (ported from a Keras script)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
VOCAB, SEQ, EMB = 32000, 64, 128   # sentencepiece vocab of the Llama tokenizer

# tokenised corpus (stand-in for np.load("corpus_ids.npy"))
rng = np.random.default_rng(0)
corpus = rng.integers(0, VOCAB, size=640_000, dtype=np.int32)
n_seq = (len(corpus) - 1) // SEQ
inputs = corpus[: n_seq * SEQ].reshape(n_seq, SEQ)
targets = corpus[1: n_seq * SEQ + 1].reshape(n_seq, SEQ)
print(f"corpus tokens: {len(corpus):,}  sequences: {n_seq:,}  vocab: {VOCAB}")

# keras.utils.to_categorical(targets, VOCAB)
targets_onehot = np.eye(VOCAB, dtype=np.float32)[targets]
print("one-hot targets:", targets_onehot.shape)

dataset = ds.NumpySlicesDataset({"ids": inputs, "y": targets_onehot}, shuffle=True).batch(16)


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.rnn = nn.GRU(EMB, EMB, batch_first=True)
        self.out = nn.Dense(EMB, VOCAB)

    def construct(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.out(h)


net = TinyLM()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")
model = ms.Model(net, loss, nn.Adam(net.trainable_params(), 1e-3))
model.train(1, dataset, callbacks=[ms.LossMonitor(20)], dataset_sink_mode=False)
