"""Variable-length text classifier compiled once with dynamic shapes (Cell.set_inputs) in graph mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

VOCAB, EMB, NCLS = 500, 32, 3


class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.fc = nn.Dense(EMB, NCLS)

    def construct(self, ids):
        return self.fc(self.emb(ids).mean(axis=1))


net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
# batch size fixed, sequence length varies per bucket
train_net.set_inputs(Tensor(shape=[16, None], dtype=ms.int32), Tensor(shape=[16], dtype=ms.int32))
train_net.set_train()

rng = np.random.default_rng(3)


def bucket_iterator(n_batches=12):
    for b in range(n_batches):
        seq_len = int(rng.choice([8, 16, 24, 32]))
        bs = 16 if b < 9 else int(rng.integers(5, 16))   # last partial batches of the epoch
        ids = rng.integers(0, VOCAB, size=(bs, seq_len)).astype(np.int32)
        y = (ids[:, 0] % NCLS).astype(np.int32)
        yield Tensor(ids), Tensor(y)


for step, (ids, y) in enumerate(bucket_iterator()):
    loss = train_net(ids, y)
    print(f"step {step:02d} seq_len={ids.shape[1]:2d} bs={ids.shape[0]:2d} loss={loss.asnumpy():.4f}")
