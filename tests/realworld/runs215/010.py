"""Knowledge-distillation style training with a hand-written soft-target cross entropy (ported from torch code)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(10)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

rng = np.random.default_rng(10)
N, D, C = 2048, 32, 10
Wt = rng.normal(0, 3, size=(D, C)).astype(np.float32)
x = rng.normal(size=(N, D)).astype(np.float32)
teacher_logits = (x @ Wt).astype(np.float32)
y = teacher_logits.argmax(1).astype(np.int32)


def to_soft(logit, label):
    return logit, label


train = ds.NumpySlicesDataset({"x": x, "t": teacher_logits, "y": y}, shuffle=True)
train = train.batch(64, drop_remainder=True).repeat(1)


class Student(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, C))

    def construct(self, x):
        return self.net(x)


student = Student()
opt = nn.SGD(student.trainable_params(), learning_rate=0.05, momentum=0.9)


def kd_loss(x, t, y, T=1.0, alpha=0.5):
    s = student(x)
    p_t = ops.softmax(t / T, axis=-1)
    log_p_s = ops.log(ops.softmax(s / T, axis=-1))
    soft = -(p_t * ops.log(p_t) - p_t * log_p_s).sum(axis=-1).mean() * -1
    hard = ops.cross_entropy(s, y)
    return alpha * soft + (1 - alpha) * hard


grad_fn = ms.value_and_grad(kd_loss, None, opt.parameters)
step = 0
for epoch in range(3):
    for xb, tb, yb in train.create_tuple_iterator():
        loss, grads = grad_fn(xb, tb, yb)
        opt(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
        step += 1
