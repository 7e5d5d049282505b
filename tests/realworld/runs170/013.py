"""Temporal convolutional network (dilated causal Conv1d stack) for keyword
spotting on MFCC frames, ported 1:1 from the torch model to the torch-like
mindspore.mint API (mint.nn.Conv1d, mint.nn.functional) and smoke-tested on
the CPU dev box before the NPU run."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(13)
rng = np.random.default_rng(13)

N_MFCC, FRAMES, N_KW = 20, 49, 6
X = rng.normal(size=(600, N_MFCC, FRAMES)).astype(np.float32)
Y = rng.integers(0, N_KW, size=600).astype(np.int32)
for i, c in enumerate(Y):
    X[i, c * 3:(c * 3) + 3, 10:30] += 1.5
train = ds.NumpySlicesDataset({"mfcc": X, "label": Y}, shuffle=True).batch(32, drop_remainder=True)


class TemporalBlock(nn.Cell):
    def __init__(self, cin, cout, k, dilation):
        super().__init__()
        self.pad = (k - 1) * dilation
        self.conv1 = mint.nn.Conv1d(cin, cout, k, dilation=dilation, padding=self.pad)
        self.conv2 = mint.nn.Conv1d(cout, cout, k, dilation=dilation, padding=self.pad)
        self.down = mint.nn.Conv1d(cin, cout, 1) if cin != cout else None
        self.drop = mint.nn.Dropout(0.1)

    def construct(self, x):
        t = x.shape[-1]
        h = self.drop(mint.nn.functional.relu(self.conv1(x)[..., :t]))    # chomp to stay causal
        h = self.drop(mint.nn.functional.relu(self.conv2(h)[..., :t]))
        res = x if self.down is None else self.down(x)
        return mint.nn.functional.relu(h + res)


class TCN(nn.Cell):
    def __init__(self):
        super().__init__()
        chans = [N_MFCC, 32, 32, 32]
        self.blocks = nn.SequentialCell([TemporalBlock(chans[i], chans[i + 1], 3, 2 ** i) for i in range(3)])
        self.fc = mint.nn.Linear(32, N_KW)

    def construct(self, x):
        return self.fc(self.blocks(x)[..., -1])


net = TCN()
opt = mint.optim.AdamW(net.trainable_params(), lr=2e-3)
grad_fn = ms.value_and_grad(lambda x, y: mint.nn.functional.cross_entropy(net(x), y), None, opt.parameters)

print(f"params {sum(p.size for p in net.trainable_params())}, steps/epoch {train.get_dataset_size()}", flush=True)
for epoch in range(3):
    net.set_train(True)
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 6 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss.asnumpy()):.4f}", flush=True)
print("smoke test finished")
