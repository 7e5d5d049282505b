# Knowledge distillation port (PyTorch -> MindSpore): a small student MLP learns from a teacher MLP.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(6)
rng = np.random.default_rng(6)

N, D, C = 2000, 32, 5
centers = rng.normal(scale=3.0, size=(C, D)).astype(np.float32)
y = rng.integers(0, C, N).astype(np.int32)
x = (centers[y] + rng.normal(size=(N, D))).astype(np.float32)

def mlp(h):
    return nn.SequentialCell(nn.Dense(D, h), nn.ReLU(), nn.Dense(h, h), nn.ReLU(), nn.Dense(h, C))

teacher, student = mlp(256), mlp(32)
train = ds.NumpySlicesDataset({"x": x[:1600], "y": y[:1600]}, shuffle=True).batch(64)

# 1) teacher
t_opt = nn.Adam(teacher.trainable_params(), learning_rate=1e-3)
ce = nn.CrossEntropyLoss()
t_grad = ms.value_and_grad(lambda a, b: ce(teacher(a), b), None, t_opt.parameters)
for epoch in range(2):
    for batch in train.create_dict_iterator():
        l, g = t_grad(batch["x"], batch["y"]); t_opt(g)
    print(f"teacher epoch {epoch} loss {l.asnumpy():.4f}")

# 2) student, KD loss as in the torch code: T^2 * KL(student/T || teacher/T) + CE
T, alpha = 4.0, 0.7
kl = nn.KLDivLoss(reduction="batchmean")
s_opt = nn.Adam(student.trainable_params(), learning_rate=1e-3)

def kd_forward(a, b):
    t_logits = ops.stop_gradient(teacher(a))
    s_logits = ops.stop_gradient(student(a))
    soft = kl(ops.log_softmax(s_logits / T, -1), ops.softmax(t_logits / T, -1)) * T * T
    return alpha * soft + (1 - alpha) * ce(s_logits, b)

s_grad = ms.value_and_grad(kd_forward, None, s_opt.parameters)
xv, yv = ms.Tensor(x[1600:]), y[1600:]
for epoch in range(8):
    losses = []
    for batch in train.create_dict_iterator():
        l, g = s_grad(batch["x"], batch["y"]); s_opt(g)
        losses.append(l.asnumpy())
    acc = (student(xv).asnumpy().argmax(1) == yv).mean()
    print(f"student epoch {epoch} loss {np.mean(losses):.4f} val_acc {acc:.4f}")
