"""Text classifier (embedding + GRU-free bag of words) migrated from PyTorch; trained with jit/graph mode for speed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)

VOCAB, EMB, NCLS, SEQ = 1000, 64, 4, 24


class BowClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.fc = nn.Dense(EMB, NCLS)

    def construct(self, ids, lengths):
        h = self.emb(ids)
        pooled = []
        for i in range(ids.shape[0]):
            try:
                n = int(lengths[i])
            except TypeError:
                n = SEQ
            pooled.append(h[i, :n].mean(axis=0))
        return self.fc(ops.stack(pooled))


rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, (256, SEQ)).astype(np.int32)
lengths = rng.integers(4, SEQ, 256).astype(np.int32)
labels = (ids[:, 0] % NCLS).astype(np.int32)
dataset = ds.NumpySlicesDataset({"ids": ids, "lengths": lengths, "label": labels}, shuffle=True).batch(16, drop_remainder=True)

net = BowClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)


def forward(ids, lengths, label):
    return loss_fn(net(ids, lengths), label)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(ids, lengths, label):
    loss, grads = grad_fn(ids, lengths, label)
    opt(grads)
    return loss


for epoch in range(2):
    for step, batch in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(*batch)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
