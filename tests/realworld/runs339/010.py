"""Gradient accumulation (effective batch 64 = 4 x 16) for a small text-CNN classifier, ported from a torch loop with optimizer.step() every 4 micro-batches."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.dataset import GeneratorDataset

ms.set_device("CPU")
ms.set_seed(10)

VOCAB, EMB, SEQ, NUM_CLASSES = 400, 32, 24, 3
MICRO_BATCH, ACCUM_STEPS = 16, 4


class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB)
        self.conv = nn.Conv1d(EMB, 48, kernel_size=3, pad_mode="same", has_bias=True)
        self.relu = nn.ReLU()
        self.fc = nn.Dense(48, NUM_CLASSES)

    def construct(self, ids):
        x = self.embedding(ids).transpose(0, 2, 1)
        x = self.relu(self.conv(x)).max(axis=2)
        return self.fc(x)


def gen():
    r = np.random.default_rng(0)
    for _ in range(1536):
        y = r.integers(0, NUM_CLASSES)
        ids = r.integers(0, VOCAB, size=SEQ)
        ids[r.integers(0, SEQ, size=3)] = 10 + y  # class keyword
        yield ids.astype(np.int32), np.int32(y)


ds = GeneratorDataset(gen, ["input_ids", "label"], shuffle=True).batch(MICRO_BATCH, drop_remainder=True)
net = TextCNN()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()


def fwd(ids, label):
    return loss_fn(net(ids), label) / ACCUM_STEPS


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
accum_grads = [ops.zeros_like(p) for p in opt.parameters]

update = 0
for epoch in range(3):
    window = []
    for step, (ids, label) in enumerate(ds.create_tuple_iterator()):
        loss, grads = grad_fn(ids, label)
        accum_grads = [a + g for a, g in zip(accum_grads, grads)]
        window.append(float(loss.asnumpy()) * ACCUM_STEPS)
        if (step + 1) % ACCUM_STEPS == 0:
            opt(tuple(accum_grads))
            update += 1
            if update % 4 == 0:
                print(f"epoch {epoch} update {update} loss {np.mean(window):.4f}")
                window = []
