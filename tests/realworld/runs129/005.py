"""Sequence classifier (sensor windows) ported from PyTorch; initial hidden state built explicitly."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

SEQ, FEAT, HID, LAYERS, BATCH = 24, 6, 32, 2, 16

class SeqClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(FEAT, HID, num_layers=LAYERS, batch_first=True)
        self.fc = nn.Dense(HID, 3)
    def construct(self, x):
        b = x.shape[0]
        # batch_first=True, so the states are batch-first too
        h0 = ops.zeros((b, LAYERS, HID), ms.float32)
        c0 = ops.zeros((b, LAYERS, HID), ms.float32)
        out, _ = self.lstm(x, (h0, c0))
        return self.fc(out[:, -1, :])

rng = np.random.default_rng(11)
x = rng.normal(size=(320, SEQ, FEAT)).astype(np.float32)
y = rng.integers(0, 3, size=320).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(BATCH, drop_remainder=True)

net = SeqClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(2):
    for step, (xb, yb) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
