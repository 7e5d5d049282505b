# Port of a small LSTM sentiment model (torch nn.LSTM(batch_first=True)) trained in PyNative mode
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
vocab, seq, n = 30, 8, 256
ids = rng.integers(2, vocab, (n, seq)).astype(np.int32)
labels = np.isin(ids, [5, 6, 7]).any(axis=1).astype(np.int32)   # "positive words" present

class LSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, 32)
        self.lstm = nn.LSTM(32, 48, batch_first=True)
        self.fc = nn.Dense(48, 2)
    def construct(self, x):
        out, _ = self.lstm(self.emb(x))
        return self.fc(out.max(axis=1))

net = LSTMClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

bs = 32
for epoch in range(8):
    perm = rng.permutation(n)
    losses = []
    for i in range(0, n, bs):
        b = perm[i:i + bs]
        loss, grads = grad_fn(ms.Tensor(ids[b]), ms.Tensor(labels[b]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    preds = net(ms.Tensor(ids)).argmax(axis=-1).asnumpy()
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} train acc {(preds == labels).mean():.3f}")
print("done")
