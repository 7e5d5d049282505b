"""Small character-level GRU language model, port of a PyTorch loop (SGD, lr from the old config)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)

text = ("the quick brown fox jumps over the lazy dog. " * 200)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
seq = 32
n = (len(data) - 1) // seq
X = data[: n * seq].reshape(n, seq)
Y = data[1: n * seq + 1].reshape(n, seq)
loader = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(16, drop_remainder=True)
print(f"vocab {len(chars)} sequences {n} batches {loader.get_dataset_size()}")


class CharGRU(nn.Cell):
    def __init__(self, vocab, emb=32, hid=128):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.gru = nn.GRU(emb, hid, batch_first=True)
        self.head = nn.Dense(hid, vocab)

    def construct(self, x):
        h, _ = self.gru(self.emb(x))
        return self.head(h)


net = CharGRU(len(chars))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=8.0, momentum=0.9)


def fwd(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
step = 0
for epoch in range(3):
    for x, y in loader.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
        step += 1
print("done")
