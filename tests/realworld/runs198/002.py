"""Sentiment classifier with an LSTM encoder, ported from a PyTorch notebook."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

VOCAB, EMB, HID, SEQ = 1000, 64, 128, 40
rng = np.random.default_rng(0)
tokens = rng.integers(1, VOCAB, size=(256, SEQ)).astype(np.int32)
labels = rng.integers(0, 2, size=(256,)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"ids": tokens, "label": labels}, shuffle=True).batch(16)

class SentimentNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB)
        # torch version: nn.LSTM(input_size=HID, hidden_size=HID, batch_first=True) after a projection layer
        self.encoder = nn.LSTM(input_size=HID, hidden_size=HID, num_layers=1, batch_first=True)
        self.fc = nn.Dense(HID, 2)
    def construct(self, ids):
        x = self.embedding(ids)
        out, (h, c) = self.encoder(x)
        return self.fc(h[-1])

net = SentimentNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(ids, label):
    logits = net(ids)
    return loss_fn(logits, label)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(2):
    for step, (ids, label) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(ids, label)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
