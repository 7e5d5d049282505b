"""Char-level next-token model (GRU) trained with a functional training loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(11)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

text = ("to be or not to be that is the question whether tis nobler in the mind to suffer "
        "the slings and arrows of outrageous fortune or to take arms against a sea of troubles ") * 6
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
SEQ = 32


def gen():
    for i in range(0, len(data) - SEQ - 1, 8):
        yield data[i:i + SEQ], data[i + 1:i + SEQ + 1]


train = ds.GeneratorDataset(gen, column_names=["x", "y"], shuffle=True).batch(16, drop_remainder=True)


class CharGRU(nn.Cell):
    def __init__(self, vocab, emb=32, hidden=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.gru = nn.GRU(emb, hidden, batch_first=True)
        self.head = nn.Dense(hidden, vocab)

    def construct(self, x):
        out, _ = self.gru(self.emb(x))
        return self.head(out)


V = len(chars)
net = CharGRU(V)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)


def forward(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, V), y.reshape(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
print(f"vocab={V} steps/epoch={train.get_dataset_size()}")
for epoch in range(4):
    net.set_train()
    tot = 0.0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = ops.clip_by_global_norm(grads, 1.0)
        opt(grads)
        tot += float(loss.asnumpy())
    print(f"epoch {epoch + 1}: avg loss {tot / (step + 1):.4f}  ppl {np.exp(tot / (step + 1)):.2f}")
print("training finished")
