"""Keyword-spotting model (Conv front-end + LSTM) on MFCC-like features; the GPU
recipe casts the whole network to float16 with auto_mixed_precision('O3') to halve memory."""
import numpy as np
import mindspore as ms
from mindspore import nn, amp
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(9)
FRAMES, MFCC, CLASSES = 49, 20, 6


class KWS(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.SequentialCell(nn.Conv1d(MFCC, 32, 3, pad_mode="same"), nn.BatchNorm1d(32), nn.ReLU())
        self.lstm = nn.LSTM(32, 48, batch_first=True)
        self.fc = nn.Dense(48, CLASSES)

    def construct(self, x):                 # x: (B, MFCC, FRAMES)
        h = self.conv(x).transpose(0, 2, 1)
        out, _ = self.lstm(h)
        return self.fc(out[:, -1])


rng = np.random.default_rng(9)
y = rng.integers(0, CLASSES, 384).astype(np.int32)
x = (rng.normal(size=(384, MFCC, FRAMES)) + y[:, None, None] * 0.3).astype(np.float32)
data = ds.NumpySlicesDataset({"feat": x, "label": y}, shuffle=True).batch(32, drop_remainder=True)

net = amp.auto_mixed_precision(KWS(), "O3")
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a).astype(ms.float32), b), None, opt.parameters)
for epoch in range(3):
    for step, (a, b) in enumerate(data.create_tuple_iterator()):
        loss, g = grad_fn(a, b)
        opt(g)
        if step % 4 == 0:
            print(f"[epoch {epoch + 1}/3 step {step:2d}/{data.get_dataset_size()}] loss: {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch + 1} finished, last loss {float(loss.asnumpy()):.4f}")
