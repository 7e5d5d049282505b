"""Sentiment classifier with an LSTM encoder, ported from a PyTorch notebook."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

VOCAB, EMB, HID, SEQ, BATCH = 500, 32, 64, 20, 16


def make_data(n=256):
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    labels = (ids[:, :5].mean(axis=1) > VOCAB / 2).astype(np.int32)
    return ids, labels


class LSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB)
        self.lstm = nn.LSTM(EMB, HID, num_layers=2, batch_first=True, bidirectional=True)
        self.fc = nn.Dense(HID, 2)

    def construct(self, x):
        out, _ = self.lstm(self.embed(x))
        return self.fc(out[:, -1, :])


ids, labels = make_data()
dataset = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(BATCH, drop_remainder=True)

net = LSTMClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
print("done")
